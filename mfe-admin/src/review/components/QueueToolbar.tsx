import { useState } from 'react';
import type { ProgramSettings } from '@sla/data';
import { Field, FilterSelect } from '@sla/forms';
import { msg, t } from '@sla/i18n';
import { SORT_LABELS, QUEUE_STATUS_LABELS, DECISION_LABELS, translateLabels } from '../labels.js';
import type { QueueFilters } from '../queueFilters.js';
import { useDebouncedCallback } from '../hooks/useDebouncedCallback.js';
import { SEARCH_DEBOUNCE_MS, SearchField } from '../../components/SearchField.js';

/** The decision filter's choices: "none" (no decision yet) before the decisions themselves. */
const DECISION_FILTER_LABELS: Readonly<Record<Exclude<QueueFilters['decision'], ''>, string>> = {
  none: msg('No decision yet'),
  ...DECISION_LABELS,
};

export interface QueueToolbarProps {
  filters: QueueFilters;
  onChange: (filters: QueueFilters) => void;
  /** The programmes to filter by; null while loading or when they could not be loaded. */
  programs: readonly Pick<ProgramSettings, 'id' | 'name'>[] | null;
  programsFailed: boolean;
}

/** The queue's filters. The search applies after a pause in typing, or at once on Enter. */
export function QueueToolbar({ filters, onChange, programs, programsFailed }: QueueToolbarProps) {
  const [searchText, setSearchText] = useState(filters.search);
  const [shownSearch, setShownSearch] = useState(filters.search);
  // The URL changed the search (back button, a shared link): show it, unless the box already says it.
  if (filters.search !== shownSearch) {
    setShownSearch(filters.search);
    if (searchText.trim() !== filters.search) setSearchText(filters.search);
  }
  const search = useDebouncedCallback((text: string) => {
    if (text.trim() !== filters.search) onChange({ ...filters, search: text.trim() });
  }, SEARCH_DEBOUNCE_MS);
  const set = <K extends keyof QueueFilters>(name: K, value: QueueFilters[K]) => onChange({ ...filters, [name]: value });

  return (
    <form
      className="toolbar"
      role="search"
      aria-label={t('Filter applications')}
      onSubmit={(event) => {
        event.preventDefault();
        search.flush(searchText);
      }}
    >
      <SearchField
        value={searchText}
        onChange={(text) => {
          setSearchText(text);
          search.schedule(text);
        }}
      />
      <FilterSelect
        label={t('Status')}
        all={t('All statuses')}
        labels={translateLabels(QUEUE_STATUS_LABELS)}
        value={filters.status}
        onChange={(status) => set('status', status)}
      />
      <Field
        label={t('Programme')}
        hint={programsFailed ? t('The programmes could not be loaded; reload the page to filter by programme.') : undefined}
        hintBelow
      >
        {(control) => (
          <select {...control} value={filters.programId} onChange={(event) => set('programId', event.target.value)}>
            <option value="">{t('All programmes')}</option>
            {programs?.map((program) => (
              <option key={program.id} value={program.id}>
                {program.name}
              </option>
            ))}
            {/* A programme from the URL that the list lacks (still loading, or failed) stays chosen. */}
            {filters.programId && !programs?.some((program) => program.id === filters.programId) ? (
              <option value={filters.programId}>{programs ? t('Unknown programme') : t('Chosen programme')}</option>
            ) : null}
          </select>
        )}
      </Field>
      <FilterSelect
        label={t('Decision')}
        all={t('Any decision')}
        labels={translateLabels(DECISION_FILTER_LABELS)}
        value={filters.decision}
        onChange={(decision) => set('decision', decision)}
      />
      <FilterSelect
        label={t('Sort by')}
        labels={translateLabels(SORT_LABELS)}
        value={filters.sort}
        onChange={(sort) => set('sort', sort)}
      />
      <label className="choice review-toggle">
        <input type="checkbox" checked={filters.assignedToMe} onChange={(event) => set('assignedToMe', event.target.checked)} />
        {t('Assigned to me')}
      </label>
    </form>
  );
}
