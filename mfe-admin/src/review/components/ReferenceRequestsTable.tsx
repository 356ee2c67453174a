import { useId } from 'react';
import { Link } from '@sla/router';
import { STACKED_TABLE, useStackedTable } from '@sla/data-views';
import { msg, t } from '@sla/i18n';
import type { REFERENCE_FILTERS } from '@sla/contract/schemas';
import { useOpenable } from '@sla/portal-kit';
import type { ReferenceListItem } from '@sla/data';
import { shownName } from '@sla/domain';
import { formatDate } from '../../format.js';

/** The status filter's choices and the badges: a letter asked and waiting, come, or past its deadline. */
export const REFERENCE_STATUS_LABELS: Readonly<Record<(typeof REFERENCE_FILTERS)[number], string>> = {
  requested: msg('Letter requested'),
  received: msg('Letter received'),
  overdue: msg('Letter overdue'),
};

const BADGES: Readonly<Record<(typeof REFERENCE_FILTERS)[number], string>> = {
  requested: 'badge badge--info',
  received: 'badge badge--success',
  overdue: 'badge badge--danger',
};

/** Requested (with the day asked), received (with the day it came) or overdue (requested, past its deadline). */
export function ReferenceStatus({ item }: { item: ReferenceListItem }) {
  const status = item.status === 'received' ? 'received' : item.overdue ? 'overdue' : 'requested';
  const date = status === 'received' ? (item.receivedAt ?? item.requestedAt) : item.requestedAt;
  return (
    <>
      <span className={BADGES[status]}>{t(REFERENCE_STATUS_LABELS[status])}</span>{' '}
      <time dateTime={date} className="data-table__nowrap">
        {status === 'overdue' ? t('asked on {date}', { date: formatDate(date) }) : t('on {date}', { date: formatDate(date) })}
      </time>
    </>
  );
}

/**
 * A programme's reference requests, one row per referee asked: applicant (a link to the application when the role
 * may open it), referee (name and e-mail, as the service gives them to staff, decision 0042), status and deadline.
 * On a phone each row is a card (a stacked table), as the applications queue.
 */
export function ReferenceRequestsTable({ items, programme }: { items: readonly ReferenceListItem[]; programme: string }) {
  const id = useId();
  const tableRef = useStackedTable();
  const openable = useOpenable();
  return (
    <div className={STACKED_TABLE.wrapper} role="region" aria-labelledby={`${id}-caption`} tabIndex={0}>
      <table ref={tableRef} className={`data-table reference-requests ${STACKED_TABLE.table}`}>
        <caption id={`${id}-caption`} className="visually-hidden">
          {t('Reference requests')}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('Applicant')}</th>
            <th scope="col">{t('Programme')}</th>
            <th scope="col">{t('Referee')}</th>
            <th scope="col">{t('Status')}</th>
            <th scope="col">{t('Deadline')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => {
            const detailPath = `/admin/applications/${encodeURIComponent(item.applicationId)}`;
            const applicant = item.applicantName || shownName(null);
            return (
              <tr key={item.id}>
                <th scope="row" className="data-table__wrap">
                  {openable(detailPath) ? <Link to={detailPath}>{applicant}</Link> : applicant}
                </th>
                <td>{programme}</td>
                <td className="data-table__wrap">
                  <span className="review-applicant__name">{item.name}</span>
                  {item.email ? (
                    <>
                      <br />
                      <span className="review-applicant__email">{item.email}</span>
                    </>
                  ) : null}
                </td>
                <td>
                  <ReferenceStatus item={item} />
                </td>
                <td className="data-table__nowrap">
                  {item.dueAt ? (
                    <time dateTime={item.dueAt}>{formatDate(item.dueAt)}</time>
                  ) : (
                    <span className="data-table__muted">{t('No deadline')}</span>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
