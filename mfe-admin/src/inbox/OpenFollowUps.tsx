import { useId } from 'react';
import { Link } from '@sla/router';
import { api, routes } from '@sla/data';
import { LoadState, useLoad } from '@sla/data-views';
import { formatNumber, t } from '@sla/i18n';
import { FOLLOW_UP_KINDS } from '@sla/contract/schemas';
import { FOLLOW_UP_KIND_LABELS } from './labels.js';
import '../dashboard/dashboard.css';

/**
 * The dashboard's open items of the follow-up inbox (decision 0049): how many are open, new and in progress, how many
 * are the viewer's, and by kind, each a link to the inbox filtered the same way.
 */
export function OpenFollowUps() {
  const id = useId();
  const counts = useLoad(() => api(routes.countFollowUps), []);
  return (
    <section className="data-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('Follow-up inbox')}</h2>
      <LoadState
        state={counts}
        loadingLabel={t('Counting open items…')}
        errorTitle={t('The inbox could not be counted')}
        isEmpty={() => false}
        empty={null}
      >
        {({ value: loaded }) => (
          <dl className="dashboard-stats">
            <Tile label={t('Open items')} value={loaded.open} to="/admin/inbox" />
            <Tile label={t('New')} value={loaded.new} to="/admin/inbox?status=new" />
            <Tile label={t('In progress')} value={loaded.inProgress} to="/admin/inbox?status=in_progress" />
            <Tile label={t('Yours, open')} value={loaded.mine} />
            {FOLLOW_UP_KINDS.map((kind) => (
              <Tile
                key={kind}
                label={t(FOLLOW_UP_KIND_LABELS[kind])}
                value={loaded.byKind[kind]}
                to={`/admin/inbox?kind=${kind}`}
              />
            ))}
          </dl>
        )}
      </LoadState>
    </section>
  );
}

function Tile({ label, value, to }: { label: string; value: number; to?: string }) {
  return (
    <div className="dashboard-stat">
      <dt>{to ? <Link to={to}>{label}</Link> : label}</dt>
      <dd>
        <span className="dashboard-stat__value">{formatNumber(value)}</span>
      </dd>
    </div>
  );
}
