import { Link } from '@sla/router';
import type { Mentee } from '@sla/data';
import { formatShortDateTime, StackedTableRegion } from '@sla/data-views';
import { formatNumber, t } from '@sla/i18n';
import { formatDate } from '@sla/ui';
import { personName as mentoringPersonName, roleWords } from './words.js';

/** The mentor's mentees, one row each, linking to `${base}/<id>`; on a phone each row is a card, so nothing scrolls sideways. */
export function MenteeTable({ mentees, base }: { mentees: readonly Mentee[]; base: string }) {
  const menteePath = (mentorshipId: string) => `${base}/${encodeURIComponent(mentorshipId)}`;
  return (
    <StackedTableRegion caption={t('Your mentees')}>
      <thead>
        <tr>
          <th scope="col">{t('Mentee')}</th>
          <th scope="col">{t('Cohort')}</th>
          <th scope="col">{t('Paired since')}</th>
          <th scope="col" className="data-table__number">
            {t('Unread messages')}
          </th>
          <th scope="col" className="data-table__number">
            {t('Open tasks')}
          </th>
          <th scope="col">{t('Last message')}</th>
        </tr>
      </thead>
      <tbody>
        {mentees.map((mentee) => (
          <tr key={mentee.mentorshipId}>
            <th scope="row" className="data-table__wrap">
              <Link to={menteePath(mentee.mentorshipId)}>{mentoringPersonName(mentee.student)}</Link>
            </th>
            <td className="data-table__wrap">
              {mentee.cohortName ?? (
                // An alumnus who asked for a mentor (decision 0052) is in no cohort: say what they are instead.
                <span className="data-table__muted">
                  {mentee.student.role === 'alumni' ? roleWords('alumni') : t('No cohort')}
                </span>
              )}
            </td>
            <td className="data-table__nowrap">
              <time dateTime={mentee.pairedAt}>{formatDate(mentee.pairedAt)}</time>
            </td>
            <td className="data-table__number">
              {mentee.unreadMessages > 0 ? (
                <span className="badge badge--info">{t('{count} new', { count: mentee.unreadMessages })}</span>
              ) : (
                <span className="data-table__muted">{t('None')}</span>
              )}
            </td>
            <td className="data-table__number">{formatNumber(mentee.openTasks)}</td>
            <td className="data-table__nowrap">
              {mentee.lastMessageAt ? (
                <time dateTime={mentee.lastMessageAt}>{formatShortDateTime(mentee.lastMessageAt, 'happened')}</time>
              ) : (
                <span className="data-table__muted">{t('No messages yet')}</span>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </StackedTableRegion>
  );
}
