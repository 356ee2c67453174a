import type { StudentAssignmentSummary } from '@sla/data';
import { t } from '@sla/i18n';
import { T } from '@sla/ui';
import { dueInWords, formatDeadline } from '../format.js';
import { AssignmentLink } from './AssignmentLink.js';
import { StatusBadge } from './StatusBadge.js';

/** Work returned for changes comes first (staff are waiting on it), then the soonest due. */
export function byUrgency(items: readonly StudentAssignmentSummary[]): StudentAssignmentSummary[] {
  return [...items].sort(
    (a, b) => Number(b.status === 'returned') - Number(a.status === 'returned') || a.dueAt.localeCompare(b.dueAt),
  );
}

/** Assignments to act on: title and module, status, and the due date in the programme's zone with words beside it. */
export function DueList({
  items,
  timeZone,
  now,
  label,
}: {
  items: readonly StudentAssignmentSummary[];
  timeZone: string;
  now: number;
  label: string;
}) {
  return (
    <ul className="student-list" aria-label={label}>
      {byUrgency(items).map((item) => (
        <li key={item.id} className={`student-item${item.overdue ? ' student-item--overdue' : ''}`}>
          <div className="student-item__body">
            <p className="student-item__title">
              <AssignmentLink id={item.id} title={item.title} />
            </p>
            {item.moduleTitle ? <p className="student-item__meta">{item.moduleTitle}</p> : null}
            <p className="student-item__meta">
              {item.status === 'returned' ? <>{t('Returned for changes.')} </> : null}
              <T
                message="Due <time>{date}</time>"
                values={{ date: formatDeadline(item.dueAt, timeZone) }}
                components={{ time: <time dateTime={item.dueAt} /> }}
              />
              <span className={item.overdue ? 'student-due student-due--overdue' : 'student-due'}>
                {' '}
                · {dueInWords(item.dueAt, timeZone, now)}
              </span>
            </p>
          </div>
          <StatusBadge status={item.status} overdue={item.overdue} setBeforeJoining={item.setBeforeJoining} />
        </li>
      ))}
    </ul>
  );
}
