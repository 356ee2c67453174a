import { Field, FilterSelect } from '@sla/forms';
import { msg, t } from '@sla/i18n';
import type { GradingFilters, StateFilter } from './gradingFilters.js';
import { STATE_LABELS } from './labels.js';
import { useAssignmentChoices, useCohortChoices, type Choices } from './useFilterChoices.js';

const STATE_FILTER_LABELS: Readonly<Record<StateFilter, string>> = { ...STATE_LABELS, any: msg('Any status') };

/** The status filter's choices in the page's language, in the same order. */
function stateFilterLabels(): Record<StateFilter, string> {
  const labels = {} as Record<StateFilter, string>;
  for (const state of Object.keys(STATE_FILTER_LABELS) as StateFilter[]) labels[state] = t(STATE_FILTER_LABELS[state]);
  return labels;
}

/** The queue's filters: cohort, then one of its assignments, and the status. */
export function GradingToolbar({ filters, onChange }: { filters: GradingFilters; onChange: (filters: GradingFilters) => void }) {
  const cohorts = useCohortChoices();
  const assignments = useAssignmentChoices(filters.cohortId);
  return (
    <form className="toolbar" role="search" aria-label={t('Filter hand-ins')} onSubmit={(event) => event.preventDefault()}>
      <ChoiceSelect
        label={t('Cohort')}
        all={t('All cohorts')}
        unknown={t('Unknown cohort')}
        chosen={t('Chosen cohort')}
        failure={t('The cohorts could not be loaded; reload the page to filter by them.')}
        value={filters.cohortId}
        loaded={cohorts}
        // Another cohort's assignments are not this one's: the assignment filter starts again.
        onChange={(cohortId) => onChange({ ...filters, cohortId, assignmentId: '' })}
      />
      <ChoiceSelect
        label={t('Assignment')}
        all={filters.cohortId ? t('All assignments') : t('Choose a cohort first')}
        unknown={t('Unknown assignment')}
        chosen={t('Chosen assignment')}
        failure={t('The assignments could not be loaded; reload the page to filter by them.')}
        value={filters.assignmentId}
        loaded={assignments}
        disabled={!filters.cohortId && !filters.assignmentId}
        onChange={(assignmentId) => onChange({ ...filters, assignmentId })}
      />
      <FilterSelect
        label={t('Status')}
        labels={stateFilterLabels()}
        value={filters.state}
        onChange={(state) => onChange({ ...filters, state })}
      />
    </form>
  );
}

function ChoiceSelect({
  label,
  all,
  unknown,
  chosen,
  failure,
  value,
  loaded,
  disabled = false,
  onChange,
}: {
  label: string;
  all: string;
  /** The choice kept from the URL that the loaded list lacks: "Unknown cohort". */
  unknown: string;
  /** The same while the list is not there: "Chosen cohort". */
  chosen: string;
  /** Said under the select when its choices could not be loaded. */
  failure: string;
  value: string;
  loaded: Choices;
  disabled?: boolean;
  onChange: (id: string) => void;
}) {
  const { choices, failed } = loaded;
  return (
    <Field label={label} hint={failed ? failure : undefined} hintBelow>
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
            <option value={value}>{choices ? unknown : chosen}</option>
          ) : null}
        </select>
      )}
    </Field>
  );
}
