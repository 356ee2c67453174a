import type { StudentAssignment } from '@sla/data';
import { uploadHint } from '@sla/domain';
import { t } from '@sla/i18n';
import { dueInWords, formatDeadline } from '../format.js';
import { MOST_FILES } from '../hooks/usePendingFiles.js';

/** "What to hand in": the due date in the programme's zone (named), files and their limits, typed answer, late rule. */
export function AssignmentFacts({ assignment, now }: { assignment: StudentAssignment; now: number }) {
  const takesFiles = assignment.fileTypes.length > 0;
  return (
    <dl className="student-facts">
      <div>
        <dt>{t('Due')}</dt>
        <dd>
          <time dateTime={assignment.dueAt}>{formatDeadline(assignment.dueAt, assignment.timeZone)}</time>
          {assignment.setBeforeJoining ? (
            <span className="student-due"> · {t('set before you joined, so not yours to owe')}</span>
          ) : (
            <span className={assignment.overdue ? 'student-due student-due--overdue' : 'student-due'}>
              {' '}
              · {dueInWords(assignment.dueAt, assignment.timeZone, now)}
            </span>
          )}
        </dd>
      </div>
      <div>
        <dt>{t('Files')}</dt>
        <dd>
          {takesFiles
            ? t('{rules} Up to {count} files.', {
                rules: uploadHint({ accept: assignment.fileTypes, maxSizeMb: assignment.maxFileMb }),
                count: MOST_FILES,
              })
            : t('No files: type your answer.')}
        </dd>
      </div>
      <div>
        <dt>{t('Typed answer')}</dt>
        <dd>{assignment.textAnswer ? t('Yes, you can type your answer here.') : t('No, hand in files only.')}</dd>
      </div>
      <div>
        <dt>{t('Late work')}</dt>
        <dd>
          {assignment.lateAccepted
            ? t('Accepted after the due date, marked late.')
            : t('Not accepted: hand in before the due date.')}
        </dd>
      </div>
      <div>
        <dt>{t('Graded out of')}</dt>
        <dd>{t('{count} points', { count: assignment.maxPoints })}</dd>
      </div>
    </dl>
  );
}
