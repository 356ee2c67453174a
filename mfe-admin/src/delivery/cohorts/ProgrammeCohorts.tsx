import { useId } from 'react';
import type { Cohort } from '@sla/data';
import { t } from '@sla/i18n';
import { T } from '@sla/ui';
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
            <T
              message="New cohort<hidden>: {programName}</hidden>"
              values={{ programName }}
              components={{ hidden: <span className="visually-hidden" /> }}
            />
          </button>
        ) : null}
      </div>
      {cohorts.length ? (
        <CohortTable programName={programName} cohorts={cohorts} />
      ) : (
        <p className="empty-state">
          {t('No cohorts of {programName} yet.', { programName })}
          {onNewCohort ? ` ${t('Start the first intake with “New cohort”.')}` : ''}
        </p>
      )}
    </section>
  );
}
