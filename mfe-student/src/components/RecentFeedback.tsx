import type { StudentOverview } from '@sla/data';
import { t } from '@sla/i18n';
import { formatDate, formatGrade } from '../format.js';
import { STATE_LABELS } from '../status.js';
import { AssignmentLink } from './AssignmentLink.js';
import { Section } from './Section.js';

type Feedback = StudentOverview['recentFeedback'][number];

/** Graded and returned work, newest first: what staff said and the grade, each linking to its assignment. */
export function RecentFeedback({ items, timeZone, label }: { items: readonly Feedback[]; timeZone: string; label: string }) {
  return (
    <ul className="student-list" aria-label={label}>
      {items.map((item) => (
        <li key={`${item.assignmentId}-${item.markedAt}`} className="student-item student-item--feedback">
          <div className="student-item__body">
            <p className="student-item__title">
              <AssignmentLink id={item.assignmentId} title={item.title} />
            </p>
            <p className="student-item__meta">
              <span className={item.state === 'returned' ? 'badge badge--warning' : 'badge badge--success'}>
                {t(STATE_LABELS[item.state])}
              </span>{' '}
              {item.grade !== null && item.state === 'graded' ? (
                <strong className="student-grade">{formatGrade(item.grade, item.maxPoints)}</strong>
              ) : null}{' '}
              <time dateTime={item.markedAt}>{formatDate(item.markedAt, timeZone)}</time>
            </p>
            {item.feedback ? <blockquote className="student-feedback__text">{item.feedback}</blockquote> : null}
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The "Recent feedback" part of the overview screens, or what it will hold once there is some. */
export function RecentFeedbackSection({ items, timeZone }: { items: readonly Feedback[]; timeZone: string }) {
  return (
    <Section title={t('Recent feedback')}>
      {items.length === 0 ? (
        <p className="empty-state">{t('No feedback yet. When staff grade or return your work, it shows here.')}</p>
      ) : (
        <RecentFeedback items={items} timeZone={timeZone} label={t('Recent feedback')} />
      )}
    </Section>
  );
}
