import { Link } from '@sla/router';
import type { Mentee } from '@sla/data';
import { formatShortDateTime, StackedTableRegion } from '@sla/data-views';
import { formatDate } from '@sla/ui';
import { personName as mentoringPersonName } from './words.js';

/** The mentor's mentees, one row each, linking to `${base}/<id>`; on a phone each row is a card, so nothing scrolls sideways. */
export function MenteeTable({ mentees, base }: { mentees: readonly Mentee[]; base: string }) {
  const menteePath = (mentorshipId: string) => `${base}/${encodeURIComponent(mentorshipId)}`;
  return (
    <StackedTableRegion caption="Your mentees">
      <thead>
        <tr>
          <th scope="col">Mentee</th>
          <th scope="col">Cohort</th>
          <th scope="col">Paired since</th>
          <th scope="col" className="data-table__number">
            Unread messages
          </th>
          <th scope="col" className="data-table__number">
            Open tasks
          </th>
          <th scope="col">Last message</th>
        </tr>
      </thead>
      <tbody>
        {mentees.map((mentee) => (
          <tr key={mentee.mentorshipId}>
            <th scope="row" className="data-table__wrap">
              <Link to={menteePath(mentee.mentorshipId)}>{mentoringPersonName(mentee.student)}</Link>
            </th>
            <td className="data-table__wrap">{mentee.cohortName ?? <span className="data-table__muted">No cohort</span>}</td>
            <td className="data-table__nowrap">
              <time dateTime={mentee.pairedAt}>{formatDate(mentee.pairedAt)}</time>
            </td>
            <td className="data-table__number">
              {mentee.unreadMessages > 0 ? (
                <span className="badge badge--info">{mentee.unreadMessages} new</span>
              ) : (
                <span className="data-table__muted">None</span>
              )}
            </td>
            <td className="data-table__number">{mentee.openTasks}</td>
            <td className="data-table__nowrap">
              {mentee.lastMessageAt ? (
                <time dateTime={mentee.lastMessageAt}>{formatShortDateTime(mentee.lastMessageAt)}</time>
              ) : (
                <span className="data-table__muted">No messages yet</span>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </StackedTableRegion>
  );
}
