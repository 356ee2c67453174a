import { useState } from 'react';
import { useLocation, useSearchParams } from '@sla/router';
import { api, routes } from '@sla/data';
import type { QueueQuery } from '@sla/contract/schemas';
import { t } from '@sla/i18n';
import { screenName } from '@sla/permissions';
import { Screen } from '@sla/ui';
import { PortalNav } from '../PortalNav.js';
import { KeysetListFooter, LoadState, useKeysetList } from '@sla/data-views';
import { SuccessNotice } from '@sla/forms';
import { BulkDecideDialog } from '../review/components/BulkDecideDialog.js';
import { QueueExport } from '../review/components/QueueExport.js';
import { MessageApplicantsButton, recipientsOf } from '../review/messages/MessageApplicantsButton.js';
import { MessageApplicantsDialog } from '../review/messages/MessageApplicantsDialog.js';
import { QueueTable } from '../review/components/QueueTable.js';
import { QueueToolbar } from '../review/components/QueueToolbar.js';
import { useCan } from '@sla/portal-kit';
import { useNow } from '../review/hooks/useNow.js';
import { usePrograms } from '../review/hooks/usePrograms.js';
import { useSelection } from '../review/hooks/useSelection.js';
import { filtersFromParams, filtersToParams, queueQueryOf, type QueueFilters } from '../review/queueFilters.js';
import '../review/review.css';
import { stillAt } from '../hooks/stillAt.js';

// Stable for useKeysetList.
const loadQueue = (query: QueueQuery) => api(routes.listReviewQueue, { query });

/** What a screen that sent someone here wants said (e.g. after declaring a conflict of interest). */
function noticeFrom(state: unknown): string {
  return state && typeof state === 'object' && 'notice' in state && typeof state.notice === 'string' ? state.notice : '';
}

/** Staff: every application, filtered and sorted, with bulk decisions and the CSV export. */
export default function ApplicationQueue() {
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  // The URL holds the filters, so a reload or a shared link shows the same queue.
  const filters = filtersFromParams(params);
  const query = queueQueryOf(filters);
  const queue = useKeysetList(loadQueue, query);
  const { programs, failed: programsFailed } = usePrograms();
  const now = useNow();

  const canExport = useCan('export_applications');
  const canDecide = useCan('manage_applications');

  const selection = useSelection(JSON.stringify(query));
  const [deciding, setDeciding] = useState(false);
  const [messaging, setMessaging] = useState(false);
  const [notice, setNotice] = useState(() => noticeFrom(location.state));

  const changeFilters = (next: QueueFilters) => {
    // A search typed just before following a link applies after a pause, possibly while the next screen is
    // still loading and this one still shown: it must not pull the person back to the queue.
    if (!stillAt(location.pathname)) return;
    setNotice('');
    // Replace, not push: a filter change should not fill the history with every keystroke.
    setParams((current) => filtersToParams(next, current), { replace: true });
  };

  const items = queue.status === 'ready' ? queue.items : [];
  const selectedItems = items.filter((item) => selection.ids.has(item.id));
  const count = selectedItems.length;

  return (
    <Screen title={t(screenName('/admin/applications'))} lead={t('Every application, filtered and sorted for review.')} wide>
      <PortalNav />
      <QueueToolbar filters={filters} onChange={changeFilters} programs={programs} programsFailed={programsFailed} />

      {canExport ? <QueueExport query={query} /> : null}
      {canDecide ? <MessageApplicantsButton query={query} onOpen={() => setMessaging(true)} /> : null}

      <SuccessNotice message={notice} />

      {canDecide && count > 0 ? (
        <div className="review-bulk-bar" role="group" aria-label={t('Selected applications')}>
          <p className="review-bulk-bar__count">{t('{count} selected', { count })}</p>
          <button type="button" className="button button--primary" onClick={() => setDeciding(true)}>
            {t('Decide…')}
          </button>
          <button type="button" className="button button--outline" onClick={selection.clear}>
            {t('Clear selection')}
          </button>
        </div>
      ) : null}

      <LoadState
        state={queue}
        loadingLabel={t('Loading applications…')}
        errorTitle={t('The applications could not be loaded')}
        isEmpty={(list) => list.items.length === 0}
        empty={<p className="empty-state">{t('No applications match these filters.')}</p>}
      >
        {(list) => (
          <>
            <QueueTable
              items={list.items}
              selectable={canDecide}
              selected={selection.ids}
              onSelect={selection.select}
              now={now}
            />
            <KeysetListFooter
              list={list}
              noun={[t('application'), t('applications')]}
              more={t('more available')}
              moreLabel={t('Load more')}
            />
          </>
        )}
      </LoadState>

      {messaging ? (
        <MessageApplicantsDialog
          filters={recipientsOf(query)}
          onClose={() => setMessaging(false)}
          onSent={(sent) => {
            setMessaging(false);
            setNotice(
              t('{count, plural, one {Message sent to # applicant.} other {Message sent to # applicants.}}', { count: sent }),
            );
          }}
        />
      ) : null}

      {deciding ? (
        <BulkDecideDialog
          items={selectedItems}
          onClose={(decided) => {
            setDeciding(false);
            if (decided) {
              selection.clear();
              queue.retry();
            }
          }}
        />
      ) : null}
    </Screen>
  );
}
