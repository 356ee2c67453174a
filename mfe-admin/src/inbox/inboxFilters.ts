import {
  FOLLOW_UP_KINDS,
  FOLLOW_UP_STATUS_FILTERS,
  type FollowUpKind,
  type FollowUpListQuery,
  type FollowUpStatusFilter,
} from '@sla/contract/schemas';

/** The inbox's filters, as the screen holds them and the address keeps them. '' means "any". */
export interface InboxFilters {
  status: FollowUpStatusFilter | '';
  /** A member of staff's uid, "none" for nobody, or '' for anyone. */
  owner: string;
  kind: FollowUpKind | '';
}

/** What the inbox shows with nothing in the address: what still needs doing. */
export const DEFAULT_FILTERS: InboxFilters = { status: 'open', owner: '', kind: '' };

/** "status=all" in the address keeps "every status" apart from the default. */
const ALL = 'all';

/** Reads the filters from the address; anything unknown (an old or edited link) falls back to the default. */
export function inboxFiltersFromParams(params: URLSearchParams): InboxFilters {
  const status = params.get('status');
  const kind = params.get('kind');
  return {
    status: status === ALL ? '' : (FOLLOW_UP_STATUS_FILTERS.find((known) => known === status) ?? DEFAULT_FILTERS.status),
    owner: (params.get('owner') ?? '').slice(0, 128),
    kind: FOLLOW_UP_KINDS.find((known) => known === kind) ?? '',
  };
}

/** Writes the filters into `current` (keeping any other parameters); the default status is left out. */
export function inboxFiltersToParams(filters: InboxFilters, current: URLSearchParams = new URLSearchParams()): URLSearchParams {
  const params = new URLSearchParams(current);
  const set = (name: string, value: string) => (value ? params.set(name, value) : params.delete(name));
  set('status', filters.status === DEFAULT_FILTERS.status ? '' : filters.status || ALL);
  set('owner', filters.owner);
  set('kind', filters.kind);
  return params;
}

/** The service's query for these filters. */
export function inboxQueryOf(filters: InboxFilters): FollowUpListQuery {
  return {
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.owner ? { owner: filters.owner } : {}),
    ...(filters.kind ? { kind: filters.kind } : {}),
  };
}
