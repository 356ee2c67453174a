import { useId } from 'react';
import { Link } from '@sla/router';
import { STACKED_TABLE, useStackedTable } from '@sla/data-views';
import type { FollowUpItem } from '@sla/data';
import { t } from '@sla/i18n';
import { formatDate } from '../format.js';
import { FOLLOW_UP_KIND_LABELS, FOLLOW_UP_STATUS_BADGES, FOLLOW_UP_STATUS_LABELS } from './labels.js';
import { pledgeText } from './pledgeText.js';

/** An item's status badge, with "sender left" beside it once they deleted their account. */
export function FollowUpStatusBadge({ item }: { item: Pick<FollowUpItem, 'status' | 'senderGoneAt'> }) {
  return (
    <>
      <span className={FOLLOW_UP_STATUS_BADGES[item.status]}>{t(FOLLOW_UP_STATUS_LABELS[item.status])}</span>
      {item.senderGoneAt ? (
        <>
          {' '}
          <span className="badge">{t('Account deleted')}</span>
        </>
      ) : null}
    </>
  );
}

/**
 * The inbox, one row per item: sender (a link to the thread) with what they sent, kind, status, owner and the sender's
 * latest activity. On a phone each row is a card (a stacked table), as the other lists.
 */
export function InboxTable({ items }: { items: readonly FollowUpItem[] }) {
  const id = useId();
  const tableRef = useStackedTable();
  return (
    <div className={STACKED_TABLE.wrapper} role="region" aria-labelledby={`${id}-caption`} tabIndex={0}>
      <table ref={tableRef} className={`data-table follow-up-inbox ${STACKED_TABLE.table}`}>
        <caption id={`${id}-caption`} className="visually-hidden">
          {t('Follow-up inbox')}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('From')}</th>
            <th scope="col">{t('Kind')}</th>
            <th scope="col">{t('Status')}</th>
            <th scope="col">{t('Owner')}</th>
            <th scope="col">{t('Latest')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id}>
              <th scope="row" className="data-table__wrap">
                <Link to={`/admin/inbox/${encodeURIComponent(item.id)}`}>{item.name}</Link>
                <br />
                <span className="follow-up-inbox__preview">{item.pledge ? pledgeText(item.pledge) : item.preview}</span>
              </th>
              <td>{t(FOLLOW_UP_KIND_LABELS[item.kind])}</td>
              <td>
                <FollowUpStatusBadge item={item} />
              </td>
              <td className="data-table__wrap">
                {item.owner ? item.owner.name : <span className="data-table__muted">{t('Nobody yet')}</span>}
              </td>
              <td className="data-table__nowrap">
                <time dateTime={item.activityAt}>{formatDate(item.activityAt)}</time>
                {item.replies > 0 ? (
                  <>
                    <br />
                    <span className="data-table__muted">
                      {t('{count, plural, one {# reply} other {# replies}}', { count: item.replies })}
                    </span>
                  </>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
