import type { OpportunitiesQuery, OpportunityKind, OpportunityOrder } from '@sla/contract/schemas';
import { OPPORTUNITY_KINDS } from '@sla/contract/schemas';

/** The board's search, filters and order as the address carries them ('' for none). */
export interface BoardFilters {
  q: string;
  kind: OpportunityKind | '';
  field: string;
  country: string;
  remote: '' | 'true';
  order: OpportunityOrder;
}

export const NO_FILTERS: BoardFilters = { q: '', kind: '', field: '', country: '', remote: '', order: 'newest' };

const KEYS = ['q', 'kind', 'field', 'country', 'remote', 'order'] as const;

export function filtersFromParams(params: URLSearchParams): BoardFilters {
  const kind = params.get('kind') ?? '';
  return {
    q: params.get('q') ?? '',
    kind: (OPPORTUNITY_KINDS as readonly string[]).includes(kind) ? (kind as OpportunityKind) : '',
    field: params.get('field') ?? '',
    country: params.get('country') ?? '',
    remote: params.get('remote') === 'true' ? 'true' : '',
    order: params.get('order') === 'closing' ? 'closing' : 'newest',
  };
}

/** The address for `filters`, keeping any other parameter it had; the defaults are left out. */
export function filtersToParams(filters: BoardFilters, current: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of KEYS) {
    const value = filters[key];
    if (value && !(key === 'order' && value === 'newest')) next.set(key, value);
    else next.delete(key);
  }
  return next;
}

export const isFiltered = (filters: BoardFilters) =>
  Boolean(filters.q.trim() || filters.kind || filters.field || filters.country || filters.remote);

/** What the service is asked: only what is set. */
export function queryOf(filters: BoardFilters): OpportunitiesQuery {
  return {
    ...(filters.q.trim() ? { q: filters.q.trim() } : {}),
    ...(filters.kind ? { kind: filters.kind } : {}),
    ...(filters.field ? { field: filters.field } : {}),
    ...(filters.country ? { country: filters.country } : {}),
    ...(filters.remote ? { remote: filters.remote } : {}),
    ...(filters.order === 'closing' ? { order: 'closing' } : {}),
  } as OpportunitiesQuery;
}
