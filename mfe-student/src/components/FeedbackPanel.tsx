import { useId } from 'react';
import type { GradingRubric, MySubmission } from '@sla/data';
import { t } from '@sla/i18n';
import { T } from '@sla/ui';
import { formatDate, formatGrade } from '../format.js';
import { RubricView } from './RubricView.js';

/**
 * What staff made of the work. Returned work is a call to act (what to change, and that it can be handed in
 * again); graded work shows the grade and the feedback and, graded with the rubric, the level chosen for each criterion
 * with the grader's comments.
 */
export function FeedbackPanel({
  submission,
  maxPoints,
  rubric = null,
  timeZone,
  canHandIn,
}: {
  submission: MySubmission;
  maxPoints: number;
  rubric?: GradingRubric | null;
  timeZone: string;
  canHandIn: boolean;
}) {
  const headingId = useId();
  if (submission.state === 'returned') {
    return (
      <section className="student-callout student-callout--returned" aria-labelledby={headingId}>
        <h2 id={headingId}>{t('Changes asked for')}</h2>
        <p className="student-callout__feedback">
          <strong>{t('Returned for changes:')}</strong> {submission.feedback}
        </p>
        {submission.markedAt ? (
          <p className="student-callout__meta">
            <T
              message="Returned on <time>{date}</time>."
              values={{ date: formatDate(submission.markedAt, timeZone) }}
              components={{ time: <time dateTime={submission.markedAt} /> }}
            />
          </p>
        ) : null}
        {canHandIn ? <p>{t('Make the changes, then hand your work in again below.')}</p> : null}
      </section>
    );
  }
  if (submission.state !== 'graded' || submission.grade === null) return null;
  return (
    <section className="student-callout student-callout--graded" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('Feedback and grade')}</h2>
      <p className="student-callout__grade">
        <T
          message="Grade: <strong>{grade}</strong>"
          values={{ grade: formatGrade(submission.grade, maxPoints) }}
          components={{ strong: <strong /> }}
        />
      </p>
      {rubric && submission.marks ? (
        <>
          <h3 className="student-callout__subtitle">{t('Your levels in the rubric')}</h3>
          <RubricView rubric={rubric} marks={submission.marks} />
        </>
      ) : null}
      {submission.feedback ? (
        <>
          {rubric && submission.marks ? <h3 className="student-callout__subtitle">{t('Overall feedback')}</h3> : null}
          <div className="student-callout__feedback student-answer">{submission.feedback}</div>
        </>
      ) : null}
      {submission.markedAt ? (
        <p className="student-callout__meta">
          <T
            message="Graded on <time>{date}</time>."
            values={{ date: formatDate(submission.markedAt, timeZone) }}
            components={{ time: <time dateTime={submission.markedAt} /> }}
          />
        </p>
      ) : null}
    </section>
  );
}
