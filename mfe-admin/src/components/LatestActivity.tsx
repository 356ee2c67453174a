import { useId } from 'react';
import { api, routes } from '@sla/data';
import type { ListAuditLogsQuery } from '@sla/contract/schemas';
import { LoadState, useKeysetList } from '@sla/data-views';
import { t } from '@sla/i18n';
import { useCanOpen } from '@sla/portal-kit';
import { Link } from '@sla/router';
import { ActivityTable } from '../activity/ActivityTable.js';

/** How many entries the dashboard previews; the activity log has the rest. */
export const LATEST_ACTIVITY_COUNT = 10;

const PREVIEW_QUERY: ListAuditLogsQuery = { limit: LATEST_ACTIVITY_COUNT };
// Stable for useKeysetList.
const listLatest = (query: ListAuditLogsQuery) => api(routes.listAuditLogs, { query });

/** The dashboard's glance at the audit log: the latest entries with names, repeated refusals grouped. */
export function LatestActivity() {
  const id = useId();
  const entries = useKeysetList(listLatest, PREVIEW_QUERY);
  const canOpenLog = useCanOpen('/admin/activity');

  return (
    <section className="data-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('Latest activity')}</h2>
      <LoadState
        state={entries}
        loadingLabel={t('Loading activity…')}
        errorTitle={t('The activity could not be loaded')}
        isEmpty={(list) => list.items.length === 0}
        empty={<p className="empty-state">{t('No activity yet.')}</p>}
      >
        {(list) => <ActivityTable entries={list.items} caption={t('Latest activity, newest first')} />}
      </LoadState>
      {canOpenLog ? (
        <p>
          <Link to="/admin/activity">{t('Open the activity log')}</Link>
        </p>
      ) : null}
    </section>
  );
}
