import { useId, useState } from 'react';
import type { ProgramSettings } from '@sla/data';
import { keysOf, SORT_LABELS, STATUS_LABELS, DECISION_LABELS, type QueueSort } from '../labels.js';
import type { QueueFilters } from '../queueFilters.js';
import { useDebouncedCallback } from '../hooks/useDebouncedCallback.js';

export const SEARCH_DEBOUNCE_MS = 300;

export interface QueueToolbarProps {
  filters: QueueFilters;
  onChange: (filters: QueueFilters) => void;
  /** The programmes to filter by; null while loading or when they could not be loaded. */
  programs: readonly Pick<ProgramSettings, 'id' | 'name'>[] | null;
  programsFailed: boolean;
}

/** The queue's filters. The search applies after a pause in typing, or at once on Enter. */
export function QueueToolbar({ filters, onChange, programs, programsFailed }: QueueToolbarProps) {
  const id = useId();
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
      aria-label="Filter applications"
      onSubmit={(event) => {
        event.preventDefault();
        search.flush(searchText);
      }}
    >
      <div className="field toolbar__grow">
        <label htmlFor={`${id}-search`}>Search by name or e-mail</label>
        <input
          id={`${id}-search`}
          type="search"
          autoComplete="off"
          maxLength={100}
          value={searchText}
          onChange={(event) => {
            setSearchText(event.target.value);
            search.schedule(event.target.value);
          }}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-status`}>Status</label>
        <select
          id={`${id}-status`}
          value={filters.status}
          onChange={(event) => set('status', event.target.value as QueueFilters['status'])}
        >
          <option value="">All statuses</option>
          {keysOf(STATUS_LABELS).map((value) => (
            <option key={value} value={value}>
              {STATUS_LABELS[value]}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-programme`}>Programme</label>
        <select
          id={`${id}-programme`}
          value={filters.programId}
          onChange={(event) => set('programId', event.target.value)}
          aria-describedby={programsFailed ? `${id}-programme-error` : undefined}
        >
          <option value="">All programmes</option>
          {programs?.map((program) => (
            <option key={program.id} value={program.id}>
              {program.name}
            </option>
          ))}
          {/* A programme from the URL that the list lacks (still loading, or failed) stays chosen. */}
          {filters.programId && !programs?.some((program) => program.id === filters.programId) ? (
            <option value={filters.programId}>{programs ? 'Unknown programme' : 'Chosen programme'}</option>
          ) : null}
        </select>
        {programsFailed ? (
          <span id={`${id}-programme-error`} className="field__hint">
            The programmes could not be loaded; reload the page to filter by programme.
          </span>
        ) : null}
      </div>
      <div className="field">
        <label htmlFor={`${id}-decision`}>Decision</label>
        <select
          id={`${id}-decision`}
          value={filters.decision}
          onChange={(event) => set('decision', event.target.value as QueueFilters['decision'])}
        >
          <option value="">Any decision</option>
          <option value="none">No decision yet</option>
          {keysOf(DECISION_LABELS).map((value) => (
            <option key={value} value={value}>
              {DECISION_LABELS[value]}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-sort`}>Sort by</label>
        <select id={`${id}-sort`} value={filters.sort} onChange={(event) => set('sort', event.target.value as QueueSort)}>
          {keysOf(SORT_LABELS).map((value) => (
            <option key={value} value={value}>
              {SORT_LABELS[value]}
            </option>
          ))}
        </select>
      </div>
      <label className="choice review-toggle">
        <input type="checkbox" checked={filters.assignedToMe} onChange={(event) => set('assignedToMe', event.target.checked)} />
        Assigned to me
      </label>
    </form>
  );
}
