import type { MentorSummary, StudentCohort } from '@sla/data';
import { t } from '@sla/i18n';
import { formatCalendarDate } from '@sla/ui';

/** Which programme and cohort the student is in, its dates, and who their mentor is. */
export function CohortLine({ cohort, mentor }: { cohort: StudentCohort; mentor?: MentorSummary | null }) {
  return (
    <div className="student-cohort">
      <p>
        {/* A cohort is usually named after its programme ("Dynamerge 2026"): then the programme goes without saying. */}
        {cohort.name.startsWith(cohort.programName) ? (
          <strong>{cohort.name}</strong>
        ) : (
          <>
            <strong>{cohort.programName}</strong>, {cohort.name}
          </>
        )}{' '}
        <span className="student-cohort__dates">
          {t('({start} to {end})', { start: formatCalendarDate(cohort.startsOn), end: formatCalendarDate(cohort.endsOn) })}
        </span>
      </p>
      {mentor?.displayName ? (
        <p className="student-cohort__mentor">{t('Your mentor: {name}', { name: mentor.displayName })}</p>
      ) : null}
    </div>
  );
}
