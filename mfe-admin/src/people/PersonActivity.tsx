import { useId } from 'react';
import { api, routes } from '@sla/data';
import { LoadState, useLoad } from '@sla/data-views';
import { t } from '@sla/i18n';
import { Link } from '@sla/router';
import { ActivityTable } from '../activity/ActivityTable.js';

/** How many of the person's latest entries their page shows; the activity log has the rest. */
export const PERSON_ACTIVITY_ENTRIES = 10;

/** The person's latest entries in the activity log, and a way to the rest. */
export function PersonActivity({ uid, version }: { uid: string; version: number }) {
  const id = useId();
  // `version` changes when the page changed the account (a suspension, a role): its entry should show at once.
  const entries = useLoad(
    () => api(routes.listAuditLogs, { query: { personUid: uid, limit: PERSON_ACTIVITY_ENTRIES } }),
    [uid, version],
  );
  return (
    <section className="data-section person-section" aria-labelledby={id}>
      <h2 id={id}>{t('Activity')}</h2>
      <LoadState
        state={entries}
        loadingLabel={t('Loading their activity…')}
        errorTitle={t('Their activity could not be loaded')}
        isEmpty={(ready) => ready.value.items.length === 0}
        empty={<p className="data-table__muted">{t('Nothing in the activity log about this person yet.')}</p>}
      >
        {({ value }) => (
          <>
            <ActivityTable entries={value.items} caption={t('Their latest activity, newest first')} />
            <p>
              <Link to={`/admin/activity?person=${encodeURIComponent(uid)}`}>{t('All their activity in the log')}</Link>
            </p>
          </>
        )}
      </LoadState>
    </section>
  );
}
