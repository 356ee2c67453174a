import { Field, FilterSelect } from '@sla/forms';
import type { GradingFilters, StateFilter } from './gradingFilters.js';
import { STATE_LABELS } from './labels.js';
import { useAssignmentChoices, useCohortChoices, type Choices } from './useFilterChoices.js';

const STATE_FILTER_LABELS: Readonly<Record<StateFilter, string>> = { ...STATE_LABELS, any: 'Any status' };

/** The queue's filters: cohort, then one of its assignments, and the status. */
export function GradingToolbar({ filters, onChange }: { filters: GradingFilters; onChange: (filters: GradingFilters) => void }) {
  const cohorts = useCohortChoices();
  const assignments = useAssignmentChoices(filters.cohortId);
  return (
    <form className="toolbar" role="search" aria-label="Filter hand-ins" onSubmit={(event) => event.preventDefault()}>
      <ChoiceSelect
        label="Cohort"
        all="All cohorts"
        noun="cohorts"
        value={filters.cohortId}
        loaded={cohorts}
        // Another cohort's assignments are not this one's: the assignment filter starts again.
        onChange={(cohortId) => onChange({ ...filters, cohortId, assignmentId: '' })}
      />
      <ChoiceSelect
        label="Assignment"
        all={filters.cohortId ? 'All assignments' : 'Choose a cohort first'}
        noun="assignments"
        value={filters.assignmentId}
        loaded={assignments}
        disabled={!filters.cohortId && !filters.assignmentId}
        onChange={(assignmentId) => onChange({ ...filters, assignmentId })}
      />
      <FilterSelect
        label="Status"
        labels={STATE_FILTER_LABELS}
        value={filters.state}
        onChange={(state) => onChange({ ...filters, state })}
      />
    </form>
  );
}

function ChoiceSelect({
  label,
  all,
  noun,
  value,
  loaded,
  disabled = false,
  onChange,
}: {
  label: string;
  all: string;
  noun: string;
  value: string;
  loaded: Choices;
  disabled?: boolean;
  onChange: (id: string) => void;
}) {
  const { choices, failed } = loaded;
  return (
    <Field
      label={label}
      hint={failed ? `The ${noun} could not be loaded; reload the page to filter by them.` : undefined}
      hintBelow
    >
      {(control) => (
        <select {...control} value={value} disabled={disabled} onChange={(event) => onChange(event.target.value)}>
          <option value="">{all}</option>
          {choices?.map((choice) => (
            <option key={choice.id} value={choice.id}>
              {choice.name}
            </option>
          ))}
          {/* One from the URL that the list lacks (still loading, or failed) stays chosen. */}
          {value && !choices?.some((choice) => choice.id === value) ? (
            <option value={value}>{choices ? `Unknown ${label.toLowerCase()}` : `Chosen ${label.toLowerCase()}`}</option>
          ) : null}
        </select>
      )}
    </Field>
  );
}
