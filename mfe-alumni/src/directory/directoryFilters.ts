import { ALUMNI_FIELDS, COUNTRY_CODES, type DirectoryQuery } from '@sla/contract/schemas';

/** Staff's choice about hidden profiles: leave them out (''), include them, or show only them. */
export type HiddenFilter = '' | 'include' | 'only';

export type AlumniField = (typeof ALUMNI_FIELDS)[number];

/** The directory's search and filters, as the screen holds them and the address keeps them. '' means "any". */
export interface DirectoryFilters {
  q: string;
  programId: string;
  year: string;
  country: string;
  field: AlumniField | '';
  openToMentoring: boolean;
  hidden: HiddenFilter;
}

export const NO_FILTERS: DirectoryFilters = {
  q: '',
  programId: '',
  year: '',
  country: '',
  field: '',
  openToMentoring: false,
  hidden: '',
};

const ID_MAX = 128;
const oneOf = <T extends string>(choices: readonly T[], value: string | null): T | '' =>
  choices.find((choice) => choice === value) ?? '';

/**
 * Reads the filters from the address. A filter value the directory cannot have (an old or edited link) is dropped
 * rather than sent; the search is kept as typed, so a search that is too long is explained, not cut short.
 */
export function filtersFromParams(params: URLSearchParams): DirectoryFilters {
  const year = params.get('year') ?? '';
  const hidden = params.get('hidden');
  return {
    q: params.get('q') ?? '',
    programId: (params.get('programId') ?? '').trim().slice(0, ID_MAX),
    year: /^\d{4}$/.test(year) ? year : '',
    country: oneOf(COUNTRY_CODES, params.get('country')),
    field: oneOf(ALUMNI_FIELDS, params.get('field')),
    openToMentoring: params.get('openToMentoring') === 'true',
    hidden: hidden === 'include' || hidden === 'only' ? hidden : '',
  };
}

/** Writes the filters into `current` (keeping any other parameters), leaving out those that filter nothing. */
export function filtersToParams(filters: DirectoryFilters, current = new URLSearchParams()): URLSearchParams {
  const params = new URLSearchParams(current);
  const set = (name: string, value: string) => (value ? params.set(name, value) : params.delete(name));
  set('q', filters.q.trim() ? filters.q : '');
  set('programId', filters.programId);
  set('year', filters.year);
  set('country', filters.country);
  set('field', filters.field);
  set('openToMentoring', filters.openToMentoring ? 'true' : '');
  set('hidden', filters.hidden);
  return params;
}

/** The filters as the data service's directory query; `withHidden` only for staff's list. */
export function directoryQueryOf(filters: DirectoryFilters, withHidden: boolean): DirectoryQuery {
  const query: DirectoryQuery = {};
  const q = filters.q.trim();
  if (q) query.q = q;
  if (filters.programId) query.programId = filters.programId;
  if (filters.year) query.year = Number(filters.year);
  if (filters.country) query.country = filters.country;
  if (filters.field) query.field = filters.field;
  if (filters.openToMentoring) query.openToMentoring = 'true';
  if (withHidden && filters.hidden) query.hidden = filters.hidden;
  return query;
}

/** Whether any filter or search narrows the list (so "Clear the filters" has something to do). */
export function isFiltered(filters: DirectoryFilters): boolean {
  return Boolean(
    filters.q.trim() ||
    filters.programId ||
    filters.year ||
    filters.country ||
    filters.field ||
    filters.openToMentoring ||
    filters.hidden,
  );
}
