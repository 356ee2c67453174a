import { api, routes } from '@sla/data';
import { LoadState, useLoad } from '@sla/data-views';
import { t } from '@sla/i18n';
import { screenName } from '@sla/permissions';
import { Link } from '@sla/router';
import { Screen } from '@sla/ui';
import { PortalNav } from '../PortalNav.js';
import { deadlineText, kindName, STATE_NAMES } from '../opportunities/names.js';
import '../opportunities/opportunities.css';

/** How each state looks beside the kind. */
const STATE_BADGES = { open: 'badge--success', expired: 'badge--info', closed: 'badge--info', hidden: 'badge--danger' } as const;

/** Everything the reader posted, whatever became of it: a hidden one shows staff's reason. */
export default function MyOpportunities() {
  const mine = useLoad(async () => (await api(routes.listMyOpportunities)).items, []);
  return (
    <Screen title={t(screenName('/alumni/opportunities/mine'))} lead={t('What you posted on the board, open or not.')}>
      <PortalNav />
      <p className="opportunity-tabs">
        <Link className="button button--primary" to="/alumni/opportunities/new">
          {t('Post an opportunity')}
        </Link>
        <Link to="/alumni/opportunities">{t('Back to the board')}</Link>
      </p>
      <LoadState
        state={mine}
        loadingLabel={t('Loading your posts…')}
        errorTitle={t('Your posts could not be loaded')}
        isEmpty={(ready) => ready.value.length === 0}
        empty={<p className="empty-state">{t('You have not posted an opportunity yet.')}</p>}
      >
        {({ value }) => (
          <ul className="opportunity-list">
            {value.map((opportunity) => (
              <li key={opportunity.id} className="opportunity-card">
                <p className="opportunity-card__kind">
                  <span className="badge">{kindName(opportunity.kind)}</span>{' '}
                  <span className={`badge ${STATE_BADGES[opportunity.state]}`}>{t(STATE_NAMES[opportunity.state])}</span>
                </p>
                <h2 className="opportunity-card__title">
                  <Link to={`/alumni/opportunities/${encodeURIComponent(opportunity.id)}`}>{opportunity.title}</Link>
                </h2>
                <p className="opportunity-card__deadline">{t('Apply by {date}', { date: deadlineText(opportunity.deadline) })}</p>
                {opportunity.hiddenReason ? (
                  <p className="opportunity-card__reason">
                    {t('The reason staff gave: {reason}', { reason: opportunity.hiddenReason })}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </LoadState>
    </Screen>
  );
}
