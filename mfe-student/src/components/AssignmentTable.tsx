import type { StudentAssignmentSummary } from '@sla/data';
import { StackedTableRegion } from '@sla/data-views';
import { t } from '@sla/i18n';
import { dueInWords, formatDeadline, formatGrade } from '../format.js';
import { AssignmentLink } from './AssignmentLink.js';
import { StatusBadge } from './StatusBadge.js';

/**
 * Assignments by due date: title (and module), due date in the programme's zone, status and grade. On a phone each
 * row becomes a card (a stacked table), so nothing needs sideways scrolling.
 */
export function AssignmentTable({
  items,
  timeZone,
  now,
  caption,
}: {
  items: readonly StudentAssignmentSummary[];
  timeZone: string;
  now: number;
  caption: string;
}) {
  return (
    <StackedTableRegion caption={caption} className="student-table">
      <thead>
        <tr>
          <th scope="col">{t('Assignment')}</th>
          <th scope="col">{t('Due')}</th>
          <th scope="col">{t('Status')}</th>
          <th scope="col" className="data-table__number">
            {t('Grade')}
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.id}>
            <th scope="row" className="data-table__wrap">
              <AssignmentLink id={item.id} title={item.title} className="student-table__title" />
              {item.moduleTitle ? <span className="student-table__module">{item.moduleTitle}</span> : null}
            </th>
            <td className="data-table__wrap">
              <span>
                <time dateTime={item.dueAt}>{formatDeadline(item.dueAt, timeZone)}</time>
                {(item.status === 'to_do' && !item.setBeforeJoining) || item.status === 'returned' ? (
                  <span className={item.overdue ? 'student-due student-due--overdue' : 'student-due'}>
                    {' '}
                    · {dueInWords(item.dueAt, timeZone, now)}
                  </span>
                ) : null}
              </span>
            </td>
            <td>
              <StatusBadge status={item.status} overdue={item.overdue} setBeforeJoining={item.setBeforeJoining} />
            </td>
            <td className="data-table__number">
              {item.grade === null ? (
                <span className="data-table__muted">{t('No grade')}</span>
              ) : (
                <strong>{formatGrade(item.grade, item.maxPoints)}</strong>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </StackedTableRegion>
  );
}
