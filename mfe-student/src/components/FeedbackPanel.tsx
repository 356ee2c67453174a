import { useId } from 'react';
import type { MySubmission } from '@sla/data';
import { t } from '@sla/i18n';
import { T } from '@sla/ui';
import { formatDate, formatGrade } from '../format.js';

/**
 * What staff made of the work. Returned work is a call to act (what to change, and that it can be handed in
 * again); graded work shows the grade and the feedback.
 */
export function FeedbackPanel({
  submission,
  maxPoints,
  timeZone,
  canHandIn,
}: {
  submission: MySubmission;
  maxPoints: number;
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
      {submission.feedback ? <div className="student-callout__feedback student-answer">{submission.feedback}</div> : null}
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
