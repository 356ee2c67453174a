import { useLocation, useSearchParams } from '@sla/router';
import { api, routes } from '@sla/data';
import type { FollowUpListQuery } from '@sla/contract/schemas';
import { t } from '@sla/i18n';
import { screenName } from '@sla/permissions';
import { Screen } from '@sla/ui';
import { KeysetListFooter, LoadState, useKeysetList } from '@sla/data-views';
import { PortalNav } from '../PortalNav.js';
import { stillAt } from '../hooks/stillAt.js';
import { InboxTable } from '../inbox/InboxTable.js';
import { InboxToolbar } from '../inbox/InboxToolbar.js';
import {
  DEFAULT_FILTERS,
  inboxFiltersFromParams,
  inboxFiltersToParams,
  inboxQueryOf,
  type InboxFilters,
} from '../inbox/inboxFilters.js';
import { useOwners } from '../inbox/useOwners.js';
import '../inbox/inbox.css';

// Stable for useKeysetList.
const loadFollowUps = (query: FollowUpListQuery) => api(routes.listFollowUps, { query });

/**
 * The follow-up inbox (view_all_users, decision 0049): every contact and get-involved message and every pledge, the
 * sender's latest words first, filtered by status (open ones unless the address says otherwise), owner and kind; the
 * filters live in the address, so a filtered view can be shared. Each item opens its thread.
 */
export default function FollowUpInbox() {
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const filters = inboxFiltersFromParams(params);
  const owners = useOwners();
  const list = useKeysetList(loadFollowUps, inboxQueryOf(filters));

  const changeFilters = (next: InboxFilters) => {
    // A change scheduled before the person followed a link must not pull them back here.
    if (!stillAt(location.pathname)) return;
    setParams((current) => inboxFiltersToParams(next, current), { replace: true });
  };
  const filtered =
    filters.owner !== DEFAULT_FILTERS.owner || filters.kind !== DEFAULT_FILTERS.kind || filters.status !== DEFAULT_FILTERS.status;

  return (
    <Screen
      title={t(screenName('/admin/inbox'))}
      lead={t('Messages, get-involved forms and pledges: who is answering each, what was said, and what is still open.')}
      wide
    >
      <PortalNav />
      <InboxToolbar filters={filters} onChange={changeFilters} owners={owners.status === 'ready' ? owners.value : null} />
      <LoadState
        state={list}
        loadingLabel={t('Loading the inbox…')}
        errorTitle={t('The inbox could not be loaded')}
        isEmpty={(loaded) => loaded.items.length === 0}
        empty={
          <p className="empty-state">
            {filtered ? t('Nothing in the inbox matches these filters.') : t('Nothing is waiting: every item is done.')}
          </p>
        }
      >
        {(loaded) => (
          <>
            <InboxTable items={loaded.items} />
            <KeysetListFooter
              list={loaded}
              noun={[t('item'), t('items')]}
              more={t('more available')}
              moreLabel={t('Load more')}
            />
          </>
        )}
      </LoadState>
    </Screen>
  );
}
