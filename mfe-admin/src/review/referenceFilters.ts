import { REFERENCE_FILTERS, type ReferenceListQuery } from '@sla/contract/schemas';

/** The reference requests' filters, as the screen holds them and the URL keeps them. '' means "any" / "not chosen". */
export interface ReferenceFilters {
  programId: string;
  status: (typeof REFERENCE_FILTERS)[number] | '';
}

/** The URL query names: the queue's, so "programme" means the same in both lists' links. */
const PARAM = { programId: 'programme', status: 'status' } as const;

/** Reads the filters from the URL; anything unknown (an old or edited link) falls back to "any". */
export function referenceFiltersFromParams(params: URLSearchParams): ReferenceFilters {
  const status = params.get(PARAM.status);
  return {
    programId: (params.get(PARAM.programId) ?? '').slice(0, 64),
    status: REFERENCE_FILTERS.find((candidate) => candidate === status) ?? '',
  };
}

/** Writes the filters into `current` (keeping any other parameters), leaving out what is not chosen. */
export function referenceFiltersToParams(
  filters: ReferenceFilters,
  current: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const params = new URLSearchParams(current);
  const set = (name: string, value: string) => (value ? params.set(name, value) : params.delete(name));
  set(PARAM.programId, filters.programId);
  set(PARAM.status, filters.status);
  return params;
}

/** The service's query for one programme (it lists one programme at a time, so there is always one). */
export function referenceQueryOf(programId: string, status: ReferenceFilters['status']): ReferenceListQuery {
  return status ? { programId, status } : { programId };
}
