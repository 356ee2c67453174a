import { useId } from 'react';
import type { Cohort } from '@sla/data';
import { CohortTable } from './CohortTable.js';

/** One programme on the delivery screen: its name, "New cohort" (for those who may create one) and its cohorts. */
export function ProgrammeCohorts({
  programName,
  cohorts,
  onNewCohort,
}: {
  programName: string;
  cohorts: readonly Cohort[];
  /** Absent for a role that may not create cohorts. */
  onNewCohort?: (() => void) | undefined;
}) {
  const id = useId();
  return (
    <section className="delivery-programme" aria-labelledby={`${id}-title`}>
      <div className="tab-panel__header">
        <h2 id={`${id}-title`} className="delivery-programme__title">
          {programName}
        </h2>
        {onNewCohort ? (
          <button type="button" className="button button--outline" onClick={onNewCohort}>
            New cohort<span className="visually-hidden">: {programName}</span>
          </button>
        ) : null}
      </div>
      {cohorts.length ? (
        <CohortTable programName={programName} cohorts={cohorts} />
      ) : (
        <p className="empty-state">
          No cohorts of {programName} yet.{onNewCohort ? ' Start the first intake with “New cohort”.' : ''}
        </p>
      )}
    </section>
  );
}
