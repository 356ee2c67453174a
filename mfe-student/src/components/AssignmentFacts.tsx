import type { StudentAssignment } from '@sla/data';
import { uploadHint } from '@sla/domain';
import { dueInWords, formatDeadline } from '../format.js';

/** "What to hand in": the due date in the programme's zone (named), files and their limits, typed answer, late rule. */
export function AssignmentFacts({ assignment, now }: { assignment: StudentAssignment; now: number }) {
  const takesFiles = assignment.fileTypes.length > 0;
  return (
    <dl className="student-facts">
      <div>
        <dt>Due</dt>
        <dd>
          <time dateTime={assignment.dueAt}>{formatDeadline(assignment.dueAt, assignment.timeZone)}</time>
          <span className={assignment.overdue ? 'student-due student-due--overdue' : 'student-due'}>
            {' '}
            · {dueInWords(assignment.dueAt, assignment.timeZone, now)}
          </span>
        </dd>
      </div>
      <div>
        <dt>Files</dt>
        <dd>
          {takesFiles
            ? `${uploadHint({ accept: assignment.fileTypes, maxSizeMb: assignment.maxFileMb })} Up to 5 files.`
            : 'No files: type your answer.'}
        </dd>
      </div>
      <div>
        <dt>Typed answer</dt>
        <dd>{assignment.textAnswer ? 'Yes, you can type your answer here.' : 'No, hand in files only.'}</dd>
      </div>
      <div>
        <dt>Late work</dt>
        <dd>
          {assignment.lateAccepted ? 'Accepted after the due date, marked late.' : 'Not accepted: hand in before the due date.'}
        </dd>
      </div>
      <div>
        <dt>Graded out of</dt>
        <dd>{assignment.maxPoints} points</dd>
      </div>
    </dl>
  );
}
