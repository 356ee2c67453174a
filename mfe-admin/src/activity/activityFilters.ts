import { AUDIT_LOG_KINDS, type AuditLogKind, type ListAuditLogsQuery } from '@sla/contract/schemas';

/** The activity log's filters as the screen holds them and the URL keeps them. '' means "any". */
export interface ActivityFilters {
  kind: AuditLogKind | '';
  person: string;
  /** YYYY-MM-DD, as a date input gives it. */
  from: string;
  to: string;
}

export const NO_ACTIVITY_FILTERS: ActivityFilters = { kind: '', person: '', from: '', to: '' };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayOf = (value: string | null) => (value && DAY.test(value) ? value : '');

/** Reads the filters from the URL; anything unknown (an old or edited link) falls back to "any". */
export function activityFiltersFromParams(params: URLSearchParams): ActivityFilters {
  const kind = params.get('kind');
  return {
    kind: AUDIT_LOG_KINDS.find((candidate) => candidate === kind) ?? '',
    person: (params.get('person') ?? '').trim().slice(0, 200),
    from: dayOf(params.get('from')),
    to: dayOf(params.get('to')),
  };
}

/** Writes the filters into `current` (keeping any other parameters), leaving out the empty ones. */
export function activityFiltersToParams(filters: ActivityFilters, current = new URLSearchParams()): URLSearchParams {
  const params = new URLSearchParams(current);
  for (const name of ['kind', 'person', 'from', 'to'] as const) {
    const value = filters[name].trim();
    if (value) params.set(name, value);
    else params.delete(name);
  }
  return params;
}

/** The filters as the data service's query, without the empty ones. */
export function activityQueryOf(filters: ActivityFilters): ListAuditLogsQuery {
  const query: ListAuditLogsQuery = {};
  if (filters.kind) query.kind = filters.kind;
  if (filters.person.trim()) query.person = filters.person.trim();
  if (filters.from) query.from = filters.from;
  if (filters.to) query.to = filters.to;
  return query;
}
