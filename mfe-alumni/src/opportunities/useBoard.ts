import { api, routes, type OpportunitySummary } from '@sla/data';
import type { OpportunitiesQuery } from '@sla/contract/schemas';
import { useKeysetList, type KeysetList } from '@sla/data-views';

export type Board = KeysetList<OpportunitySummary>;

const load = (query: OpportunitiesQuery) => api(routes.listOpportunities, { query });

/**
 * The board for one search: its first page, then further pages appended with the keyset cursor. A new search starts
 * again from its first page, and pages of an older search are dropped (the shared keyset list does all of that).
 */
export function useBoard(query: OpportunitiesQuery): Board {
  return useKeysetList(load, query);
}
