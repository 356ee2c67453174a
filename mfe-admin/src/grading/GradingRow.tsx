import { Link } from '@sla/router';
import type { GradingItem } from '@sla/data';
import { formatShortDateTime } from '@sla/data-views';
import { msg, t } from '@sla/i18n';
import type { GradingFilters } from './gradingFilters.js';
import { gradePath } from './gradingFilters.js';
import { LateBadge, StateBadge, studentName } from './labels.js';

/** The queue's column headings, marked for translation: the queue shows each with t(). */
export const GRADING_COLUMNS = [
  msg('Student'),
  msg('Assignment'),
  msg('Cohort'),
  msg('Handed in'),
  msg('Attempt'),
  msg('Status'),
  msg('Grade'),
] as const;

/** Attempt and grade are amounts, aligned right. */
export const GRADING_NUMERIC = [4, 6] as const;

/** One hand-in in the queue; the student's name opens it for grading. */
export function GradingRow({ item, filters }: { item: GradingItem; filters: GradingFilters }) {
  return (
    <tr>
      <th scope="row" className="data-table__wrap">
        <Link to={gradePath(item.submissionId, filters)}>{studentName(item.student)}</Link>
      </th>
      <td className="data-table__wrap">{item.assignmentTitle}</td>
      <td className="data-table__wrap">{item.cohortName}</td>
      <td>
        <time dateTime={item.submittedAt}>{formatShortDateTime(item.submittedAt, { programmeZone: item.timeZone })}</time>
        {item.late ? (
          <>
            {' '}
            <LateBadge />
          </>
        ) : null}
      </td>
      <td className="data-table__number">{item.attempt}</td>
      <td>
        <StateBadge state={item.state} />
      </td>
      <td className="data-table__number">
        {item.grade === null ? <span className="data-table__muted">{t('None yet')}</span> : `${item.grade} / ${item.maxPoints}`}
      </td>
    </tr>
  );
}
