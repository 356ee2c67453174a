import type { StaffSubmission } from '@sla/data';
import { formatShortDateTime } from '@sla/data-views';
import { t } from '@sla/i18n';
import { LateBadge, StateBadge, studentName } from './labels.js';
import { shownName } from '@sla/domain';

/** Who handed what in, when, which attempt, and where it stands, as label-over-value pairs. */
export function SubmissionSummary({ submission }: { submission: StaffSubmission }) {
  // Handed in, due and marked: all in the programme's zone, named, as the student saw the due date.
  const zone = { programmeZone: submission.timeZone };
  const marked = submission.markedAt ? formatShortDateTime(submission.markedAt, zone) : null;
  return (
    <dl className="review-header">
      <div>
        <dt>{t('Student')}</dt>
        <dd>{studentName(submission.student)}</dd>
      </div>
      <div>
        <dt>{t('Assignment')}</dt>
        <dd>{submission.assignmentTitle}</dd>
      </div>
      <div>
        <dt>{t('Cohort')}</dt>
        <dd>{submission.cohortName}</dd>
      </div>
      <div>
        <dt>{t('Handed in')}</dt>
        <dd>
          <time dateTime={submission.submittedAt}>{formatShortDateTime(submission.submittedAt, zone)}</time>{' '}
          {submission.late ? <LateBadge /> : null}
        </dd>
      </div>
      <div>
        <dt>{t('Due')}</dt>
        <dd>
          <time dateTime={submission.dueAt}>{formatShortDateTime(submission.dueAt, zone)}</time>
        </dd>
      </div>
      <div>
        <dt>{t('Attempt')}</dt>
        {/* A later attempt follows a return or comes again before the due date: its number says no more. */}
        <dd>{submission.attempt === 1 ? t('First hand-in') : t('Attempt {attempt}', { attempt: submission.attempt })}</dd>
      </div>
      <div>
        <dt>{t('Status')}</dt>
        <dd>
          <StateBadge state={submission.state} />
          {submission.grade !== null
            ? ` ${t('{grade} out of {points}', { grade: submission.grade, points: submission.maxPoints })}`
            : null}
          {marked ? (
            <span className="grading-marked">
              {' '}
              {submission.markedByName
                ? t('by {name}, {date}', { name: shownName(submission.markedByName), date: marked })
                : t('by a former member of staff, {date}', { date: marked })}
            </span>
          ) : null}
        </dd>
      </div>
    </dl>
  );
}
