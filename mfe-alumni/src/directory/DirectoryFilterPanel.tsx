import { useId, useState } from 'react';
import type { DirectoryFacets } from '@sla/data';
import { countryName } from '@sla/data/schemas';
import { FilterSelect } from '@sla/forms';
import { FacetSelect, facetText } from './FacetSelect.js';
import { isFiltered, type AlumniField, type DirectoryFilters, type HiddenFilter } from './directoryFilters.js';

const HIDDEN_LABELS: Readonly<Record<Exclude<HiddenFilter, ''>, string>> = {
  include: 'Hidden ones too',
  only: 'Only hidden ones',
};

/** How many filters are chosen, for the phone's "Filters" button. */
const chosenCount = (filters: DirectoryFilters) =>
  [filters.programId, filters.year, filters.country, filters.field, filters.openToMentoring, filters.hidden].filter(Boolean)
    .length;

/**
 * The directory's filters, each value with how many profiles it would show. On a phone they fold away under a
 * "Filters" button (the CSS shows them always on wider screens). `withHidden` adds staff's choice about hidden
 * profiles.
 */
export function DirectoryFilterPanel({
  filters,
  facets,
  withHidden,
  onChange,
  onClear,
}: {
  filters: DirectoryFilters;
  /** null until the first counts arrive (or when the search could not run): the filters show without counts. */
  facets: DirectoryFacets | null;
  withHidden: boolean;
  onChange: (filters: DirectoryFilters) => void;
  onClear: () => void;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const chosen = chosenCount(filters);
  const set = (patch: Partial<DirectoryFilters>) => onChange({ ...filters, ...patch });

  return (
    <div className={open ? 'directory-filters directory-filters--open' : 'directory-filters'}>
      <button
        type="button"
        className="button button--outline directory-filters__toggle"
        aria-expanded={open}
        aria-controls={`${id}-filters`}
        onClick={() => setOpen((was) => !was)}
      >
        {chosen ? `Filters (${chosen} chosen)` : 'Filters'}
      </button>
      <fieldset id={`${id}-filters`} className="directory-filters__set">
        <legend>Filter alumni</legend>
        <FacetSelect
          label="Programme"
          all="All programmes"
          value={filters.programId}
          facets={facets?.programmes ?? []}
          labelOf={() => 'Chosen programme'}
          onChange={(programId) => set({ programId })}
        />
        <FacetSelect
          label="Year"
          all="All years"
          value={filters.year}
          facets={facets?.years ?? []}
          labelOf={(year) => year}
          onChange={(year) => set({ year })}
        />
        <FacetSelect
          label="Country"
          all="All countries"
          value={filters.country}
          facets={facets?.countries ?? []}
          labelOf={(code) => countryName(code)}
          onChange={(country) => set({ country })}
        />
        <FacetSelect
          label="Field"
          all="All fields"
          value={filters.field}
          facets={facets?.fields ?? []}
          labelOf={(field) => field}
          onChange={(field) => set({ field: field as AlumniField | '' })}
        />
        {withHidden ? (
          <FilterSelect
            label="Hidden profiles"
            all="Leave hidden ones out"
            labels={HIDDEN_LABELS}
            value={filters.hidden}
            onChange={(hidden) => set({ hidden })}
          />
        ) : null}
        <label className="directory-filters__check">
          <input
            type="checkbox"
            checked={filters.openToMentoring}
            onChange={(event) => set({ openToMentoring: event.target.checked })}
          />
          {facets ? facetText('Open to mentoring', facets.openToMentoring) : 'Open to mentoring'}
        </label>
        {isFiltered(filters) ? (
          <button type="button" className="link-button directory-filters__clear" onClick={onClear}>
            Clear all filters
          </button>
        ) : null}
      </fieldset>
    </div>
  );
}
