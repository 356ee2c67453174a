import { useId } from 'react';
import type { GradeRecord, GradingRubric, StaffSubmission } from '@sla/data';
import { formatShortDateTime } from '@sla/data-views';
import { shownName } from '@sla/domain';
import { t } from '@sla/i18n';

/** The grades given before the one standing now (all of them once it was returned or handed in again), newest first. */
export function earlierGrades(submission: Pick<StaffSubmission, 'state' | 'gradeHistory'>): GradeRecord[] {
  return submission.state === 'graded' ? submission.gradeHistory.slice(1) : submission.gradeHistory;
}

/** "Method: Clear (5 points)": a level chosen, named by the rubric (fixed once a grade used it). */
function levelText(rubric: GradingRubric | null, mark: NonNullable<GradeRecord['marks']>[number]): string {
  const criterion = rubric?.criteria.find((each) => each.id === mark.criterionId);
  const level = criterion?.levels.find((each) => each.id === mark.levelId);
  return t('{criterion}: {level} ({points, plural, one {# point} other {# points}})', {
    criterion: criterion?.title ?? t('A criterion no longer in the rubric'),
    level: level?.label ?? t('a level no longer in the rubric'),
    points: mark.points,
  });
}

/**
 * Grades given before, kept when the work was graded again, returned or handed in again: who gave each and when, for
 * which hand-in, the total and, with the rubric, the level chosen for each criterion with the comment. Nothing when
 * there are none.
 */
export function GradeHistory({ submission }: { submission: StaffSubmission }) {
  const id = useId();
  const earlier = earlierGrades(submission);
  if (!earlier.length) return null;
  const zone = { programmeZone: submission.timeZone };
  return (
    <section aria-labelledby={`${id}-title`} className="grade-history">
      <h2 id={`${id}-title`}>{t('Earlier grades')}</h2>
      <p className="field__hint">{t('Grades given before the one standing now, newest first. They are kept for staff only.')}</p>
      <ol className="grade-history__list">
        {earlier.map((record) => (
          <li key={`${record.gradedAt}-${record.grade}-${record.attempt}`} className="grade-history__item">
            <p className="grade-history__grade">
              <strong>{t('{grade} out of {points}', { grade: record.grade, points: record.maxPoints })}</strong>{' '}
              <span className="grading-marked">
                {record.gradedByName
                  ? t('by {name}, {date}', {
                      name: shownName(record.gradedByName),
                      date: formatShortDateTime(record.gradedAt, zone),
                    })
                  : t('by a former member of staff, {date}', { date: formatShortDateTime(record.gradedAt, zone) })}
                {' · '}
                {record.attempt === 1 ? t('First hand-in') : t('Attempt {attempt}', { attempt: record.attempt })}
              </span>
            </p>
            {record.marks ? (
              <ul className="grade-history__levels">
                {record.marks.map((mark) => (
                  <li key={mark.criterionId}>
                    {levelText(submission.rubric, mark)}
                    {mark.comment ? <span className="grade-history__comment"> — {mark.comment}</span> : null}
                  </li>
                ))}
              </ul>
            ) : null}
            {record.feedback ? <p className="grade-history__feedback">{record.feedback}</p> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
