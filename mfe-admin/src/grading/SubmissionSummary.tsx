import type { StaffSubmission } from '@sla/data';
import { formatShortDateTime } from '@sla/data-views';
import { LateBadge, StateBadge, studentName } from './labels.js';

/** Who handed what in, when, which attempt, and where it stands, as label-over-value pairs. */
export function SubmissionSummary({ submission }: { submission: StaffSubmission }) {
  const marked = submission.markedAt ? formatShortDateTime(submission.markedAt) : null;
  return (
    <dl className="review-header">
      <div>
        <dt>Student</dt>
        <dd>{studentName(submission.student)}</dd>
      </div>
      <div>
        <dt>Assignment</dt>
        <dd>{submission.assignmentTitle}</dd>
      </div>
      <div>
        <dt>Cohort</dt>
        <dd>{submission.cohortName}</dd>
      </div>
      <div>
        <dt>Handed in</dt>
        <dd>
          <time dateTime={submission.submittedAt}>{formatShortDateTime(submission.submittedAt)}</time>{' '}
          {submission.late ? <LateBadge /> : null}
        </dd>
      </div>
      <div>
        <dt>Due</dt>
        <dd>
          <time dateTime={submission.dueAt}>{formatShortDateTime(submission.dueAt)}</time>
        </dd>
      </div>
      <div>
        <dt>Attempt</dt>
        {/* A later attempt follows a return or comes again before the due date: its number says no more. */}
        <dd>{submission.attempt === 1 ? 'First hand-in' : `Attempt ${submission.attempt}`}</dd>
      </div>
      <div>
        <dt>Status</dt>
        <dd>
          <StateBadge state={submission.state} />
          {submission.grade !== null ? ` ${submission.grade} out of ${submission.maxPoints}` : null}
          {marked ? (
            <span className="grading-marked">
              {' '}
              by {submission.markedByName ?? 'a former member of staff'}, {marked}
            </span>
          ) : null}
        </dd>
      </div>
    </dl>
  );
}
