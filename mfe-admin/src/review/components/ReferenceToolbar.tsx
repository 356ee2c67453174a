import { Field, FilterSelect } from '@sla/forms';
import { t } from '@sla/i18n';
import { REFERENCE_STATUS_LABELS } from './ReferenceRequestsTable.js';
import type { ReferenceFilters } from '../referenceFilters.js';
import type { ReferenceProgramme } from '../hooks/useReferencePrograms.js';

export interface ReferenceToolbarProps {
  /** The filters, with the programme shown (the URL's, else the default one). */
  filters: ReferenceFilters;
  onChange: (filters: ReferenceFilters) => void;
  /** The programmes to choose from; null while loading or when they could not be loaded. */
  programmes: readonly ReferenceProgramme[] | null;
  programmesFailed: boolean;
}

/** The programme (the service lists one at a time, so there is no "All programmes") and the status. */
export function ReferenceToolbar({ filters, onChange, programmes, programmesFailed }: ReferenceToolbarProps) {
  return (
    <form
      className="toolbar"
      role="search"
      aria-label={t('Filter reference requests')}
      onSubmit={(event) => event.preventDefault()}
    >
      {/* Wider than the status: a programme's name, and "(asks for no referees)" beside some, show whole. */}
      <Field
        className="toolbar__grow"
        label={t('Programme')}
        hint={programmesFailed ? t('The programmes could not be loaded; reload the page to choose another.') : undefined}
        hintBelow
      >
        {(control) => (
          <select
            {...control}
            value={filters.programId}
            disabled={!filters.programId && !programmes?.length}
            onChange={(event) => onChange({ ...filters, programId: event.target.value })}
          >
            {programmes?.map((programme) => (
              <option key={programme.id} value={programme.id}>
                {programme.referees > 0 ? programme.name : t('{name} (asks for no referees)', { name: programme.name })}
              </option>
            ))}
            {/* A programme from the URL that the list lacks (still loading, or failed) stays chosen. */}
            {filters.programId && !programmes?.some((programme) => programme.id === filters.programId) ? (
              <option value={filters.programId}>{programmes ? t('Unknown programme') : t('Chosen programme')}</option>
            ) : null}
          </select>
        )}
      </Field>
      <FilterSelect
        label={t('Status')}
        all={t('All statuses')}
        labels={REFERENCE_STATUS_LABELS}
        value={filters.status}
        onChange={(status) => onChange({ ...filters, status })}
      />
    </form>
  );
}
