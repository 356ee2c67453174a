import type { SubmissionState } from '@sla/data';
import { SUBMISSION_STATES, type GradingQuery } from '@sla/contract/schemas';

/** The status filter: one state, or "any" (every state). */
export type StateFilter = SubmissionState | 'any';

/** The grading queue's filters, as the screen holds them and the URL keeps them. '' means "any". */
export interface GradingFilters {
  cohortId: string;
  assignmentId: string;
  state: StateFilter;
}

/** Staff open the queue to grade: work waiting for a grade is what they see first. */
export const DEFAULT_STATE: StateFilter = 'submitted';

export const NO_FILTERS: GradingFilters = { cohortId: '', assignmentId: '', state: DEFAULT_STATE };

/** The URL query names: the service's own, so a link reads the same as the request it makes. */
const PARAM = { cohortId: 'cohortId', assignmentId: 'assignmentId', state: 'state' } as const;

const ID_MAX = 64;
const STATE_FILTERS: readonly StateFilter[] = [...SUBMISSION_STATES, 'any'];

/** Reads the filters from the URL; anything unknown (an old or edited link) falls back to the default. */
export function filtersFromParams(params: URLSearchParams): GradingFilters {
  return {
    cohortId: (params.get(PARAM.cohortId) ?? '').trim().slice(0, ID_MAX),
    assignmentId: (params.get(PARAM.assignmentId) ?? '').trim().slice(0, ID_MAX),
    state: STATE_FILTERS.find((state) => state === params.get(PARAM.state)) ?? DEFAULT_STATE,
  };
}

/** Writes the filters into `current` (keeping any other parameters), leaving out the defaults. */
export function filtersToParams(filters: GradingFilters, current: URLSearchParams = new URLSearchParams()): URLSearchParams {
  const params = new URLSearchParams(current);
  const set = (name: string, value: string) => (value ? params.set(name, value) : params.delete(name));
  set(PARAM.cohortId, filters.cohortId);
  set(PARAM.assignmentId, filters.assignmentId);
  set(PARAM.state, filters.state === DEFAULT_STATE ? '' : filters.state);
  return params;
}

/** The filters as a URL query ("?cohortId=…"), or '' when they are the defaults. */
export function filtersSearch(filters: GradingFilters): string {
  const query = filtersToParams(filters).toString();
  return query ? `?${query}` : '';
}

/** The filters as the data service's queue query. */
export function gradingQueryOf(filters: GradingFilters): GradingQuery {
  const query: GradingQuery = {};
  if (filters.cohortId) query.cohortId = filters.cohortId;
  if (filters.assignmentId) query.assignmentId = filters.assignmentId;
  if (filters.state !== 'any') query.state = filters.state;
  return query;
}

/** Where one hand-in is graded, carrying the queue's filters so "Next waiting" follows the same ones. */
export function gradePath(submissionId: string, filters: GradingFilters): string {
  return `/admin/grading/${encodeURIComponent(submissionId)}${filtersSearch(filters)}`;
}

/** The queue with these filters. */
export function queuePath(filters: GradingFilters): string {
  return `/admin/grading${filtersSearch(filters)}`;
}
