import { useId, useState } from 'react';
import type { DirectoryFacets, FacetCount } from '@sla/data';
import { FilterSelect } from '@sla/forms';
import { activeLocale, msg, t } from '@sla/i18n';
import { fieldName, localCountryName } from '../names.js';
import { FacetSelect, facetText } from './FacetSelect.js';
import { isFiltered, type AlumniField, type DirectoryFilters, type HiddenFilter } from './directoryFilters.js';

const HIDDEN_LABELS: Readonly<Record<Exclude<HiddenFilter, ''>, string>> = {
  include: msg('Hidden ones too'),
  only: msg('Only hidden ones'),
};

/**
 * The service names countries and fields in English: in another language each value is named from the value itself
 * (a country code, a field of the list), so the filters read in the page's language.
 */
function inPageLanguage(facets: readonly FacetCount[], nameOf: (value: string) => string): readonly FacetCount[] {
  return activeLocale() === 'en' ? facets : facets.map((facet) => ({ ...facet, label: nameOf(facet.value) }));
}

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
        {chosen ? t('Filters ({count} chosen)', { count: chosen }) : t('Filters')}
      </button>
      <fieldset id={`${id}-filters`} className="directory-filters__set">
        <legend>{t('Filter alumni')}</legend>
        <FacetSelect
          label={t('Programme')}
          all={t('All programmes')}
          value={filters.programId}
          facets={facets?.programmes ?? []}
          labelOf={() => t('Chosen programme')}
          onChange={(programId) => set({ programId })}
        />
        <FacetSelect
          label={t('Year')}
          all={t('All years')}
          value={filters.year}
          facets={facets?.years ?? []}
          labelOf={(year) => year}
          onChange={(year) => set({ year })}
        />
        <FacetSelect
          label={t('Country')}
          all={t('All countries')}
          value={filters.country}
          facets={inPageLanguage(facets?.countries ?? [], localCountryName)}
          labelOf={localCountryName}
          onChange={(country) => set({ country })}
        />
        <FacetSelect
          label={t('Field')}
          all={t('All fields')}
          value={filters.field}
          facets={inPageLanguage(facets?.fields ?? [], fieldName)}
          labelOf={fieldName}
          onChange={(field) => set({ field: field as AlumniField | '' })}
        />
        {withHidden ? (
          <FilterSelect
            label={t('Hidden profiles')}
            all={t('Leave hidden ones out')}
            labels={{ include: t(HIDDEN_LABELS.include), only: t(HIDDEN_LABELS.only) }}
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
          {facets ? facetText(t('Open to mentoring'), facets.openToMentoring) : t('Open to mentoring')}
        </label>
        {isFiltered(filters) ? (
          <button type="button" className="link-button directory-filters__clear" onClick={onClear}>
            {t('Clear all filters')}
          </button>
        ) : null}
      </fieldset>
    </div>
  );
}
