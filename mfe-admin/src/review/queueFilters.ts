import type { Decision } from '@sla/data';
import { DECISIONS, QUEUE_SORTS, QUEUED_STATUSES, type QueueQuery } from '@sla/contract/schemas';
import type { QueueSort } from './labels.js';

/** The queue's filters, as the screen holds them and the URL keeps them. '' means "any". */
export interface QueueFilters {
  status: (typeof QUEUED_STATUSES)[number] | '';
  programId: string;
  decision: Decision | 'none' | '';
  assignedToMe: boolean;
  search: string;
  sort: QueueSort;
}

export const DEFAULT_SORT: QueueSort = 'submitted_desc';

export const NO_FILTERS: QueueFilters = {
  status: '',
  programId: '',
  decision: '',
  assignedToMe: false,
  search: '',
  sort: DEFAULT_SORT,
};

/** The URL query names: short, so a shared link stays readable. */
const PARAM = {
  status: 'status',
  programId: 'programme',
  decision: 'decision',
  assignedToMe: 'mine',
  search: 'q',
  sort: 'sort',
} as const;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((candidate) => candidate === value);

/** Reads the filters from the URL; anything unknown (an old or edited link) falls back to "any". */
export function filtersFromParams(params: URLSearchParams): QueueFilters {
  return {
    status: oneOf(QUEUED_STATUSES, params.get(PARAM.status)) ?? '',
    programId: (params.get(PARAM.programId) ?? '').slice(0, 64),
    decision: oneOf([...DECISIONS, 'none'] as const, params.get(PARAM.decision)) ?? '',
    assignedToMe: params.get(PARAM.assignedToMe) === '1',
    search: (params.get(PARAM.search) ?? '').trim().slice(0, 100),
    sort: oneOf(QUEUE_SORTS, params.get(PARAM.sort)) ?? DEFAULT_SORT,
  };
}

/** Writes the filters into `current` (keeping any other parameters), leaving out the defaults. */
export function filtersToParams(filters: QueueFilters, current: URLSearchParams = new URLSearchParams()): URLSearchParams {
  const params = new URLSearchParams(current);
  const set = (name: string, value: string) => (value ? params.set(name, value) : params.delete(name));
  set(PARAM.status, filters.status);
  set(PARAM.programId, filters.programId);
  set(PARAM.decision, filters.decision);
  set(PARAM.assignedToMe, filters.assignedToMe ? '1' : '');
  set(PARAM.search, filters.search.trim());
  set(PARAM.sort, filters.sort === DEFAULT_SORT ? '' : filters.sort);
  return params;
}

/** The filters as the data service's queue query; the sort is always sent, so the order never depends on a server default. */
export function queueQueryOf(filters: QueueFilters): QueueQuery {
  const query: QueueQuery = { sort: filters.sort };
  if (filters.status) query.status = filters.status;
  if (filters.programId) query.programId = filters.programId;
  if (filters.decision) query.decision = filters.decision;
  if (filters.assignedToMe) query.assignedToMe = '1';
  const search = filters.search.trim();
  if (search) query.search = search;
  return query;
}
