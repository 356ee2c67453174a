import { useEffect, useId, useRef } from 'react';
import { Link } from '@sla/router';
import { STACKED_TABLE, useStackedTable } from '@sla/data-views';
import { t } from '@sla/i18n';
import { useOpenable } from '@sla/portal-kit';
import type { QueueItem } from '@sla/data';
import { formatDate } from '../../format.js';
import { formatScore, releaseLabel } from '../format.js';
import { ApplicantIdentity, applicantName } from './ApplicantCell.js';
import { DecisionBadge, StatusBadge } from './StatusBadge.js';

export interface QueueTableProps {
  items: readonly QueueItem[];
  /** Show checkboxes for bulk actions. */
  selectable: boolean;
  selected: ReadonlySet<string>;
  onSelect: (ids: readonly string[], selected: boolean) => void;
  /** For "releases 3 Dec" against "released …". */
  now: number;
}

/**
 * The queue: one row per application, a checkbox on each for the bulk actions. On a phone each row is a
 * card (a stacked table), so applicant, status and decision read without scrolling sideways.
 */
export function QueueTable({ items, selectable, selected, onSelect, now }: QueueTableProps) {
  const id = useId();
  const tableRef = useStackedTable();
  const openable = useOpenable();
  const allIds = items.map((item) => item.id);
  const selectedCount = allIds.filter((itemId) => selected.has(itemId)).length;
  return (
    <div className={STACKED_TABLE.wrapper} role="region" aria-labelledby={`${id}-caption`} tabIndex={0}>
      <table ref={tableRef} className={`data-table review-queue ${STACKED_TABLE.table}`}>
        <caption id={`${id}-caption`} className="visually-hidden">
          {t('Applications')}
        </caption>
        <thead>
          <tr>
            {selectable ? (
              <th scope="col" className="review-select data-table__select">
                <SelectAll count={selectedCount} total={allIds.length} onChange={(value) => onSelect(allIds, value)} />
              </th>
            ) : null}
            <th scope="col">{t('Applicant')}</th>
            <th scope="col">{t('Programme')}</th>
            <th scope="col">{t('Status')}</th>
            <th scope="col">{t('Decision')}</th>
            <th scope="col">{t('Submitted')}</th>
            <th scope="col" className="data-table__number">
              {t('Reviews')}
            </th>
            <th scope="col" className="data-table__number">
              {t('Average score')}
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => {
            const detailPath = `/admin/applications/${encodeURIComponent(item.id)}`;
            return (
              <tr key={item.id}>
                {selectable ? (
                  <td className="review-select data-table__select">
                    <input
                      type="checkbox"
                      aria-label={t('Select the application from {name}', { name: applicantName(item.applicant) })}
                      checked={selected.has(item.id)}
                      onChange={(event) => onSelect([item.id], event.target.checked)}
                    />
                  </td>
                ) : null}
                <th scope="row" className="data-table__wrap">
                  {openable(detailPath) ? (
                    <Link to={detailPath} className="review-applicant">
                      <ApplicantIdentity applicant={item.applicant} />
                    </Link>
                  ) : (
                    <span className="review-applicant">
                      <ApplicantIdentity applicant={item.applicant} />
                    </span>
                  )}
                </th>
                <td>{item.program.name}</td>
                <td>
                  <StatusBadge status={item.status} />
                </td>
                <td className="data-table__nowrap">
                  {item.decision ? (
                    <>
                      <DecisionBadge decision={item.decision} />
                      {item.decisionReleaseAt ? (
                        <span className="review-release"> {releaseLabel(item.decisionReleaseAt, now)}</span>
                      ) : null}
                    </>
                  ) : (
                    <span className="data-table__muted">{t('None yet')}</span>
                  )}
                </td>
                <td className="data-table__nowrap">
                  {item.submittedAt ? (
                    <time dateTime={item.submittedAt}>{formatDate(item.submittedAt)}</time>
                  ) : (
                    <span className="data-table__muted">{t('Not submitted')}</span>
                  )}
                </td>
                <td className="data-table__number">
                  <span aria-hidden="true">
                    {item.reviewsSubmitted}/{item.reviewers}
                  </span>
                  <span className="visually-hidden">
                    {t('{submitted} of {total} reviews submitted', { submitted: item.reviewsSubmitted, total: item.reviewers })}
                  </span>
                </td>
                <td className="data-table__number">
                  {item.averageScore === null ? (
                    <span className="data-table__muted">{t('No score')}</span>
                  ) : (
                    formatScore(item.averageScore)
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

/** "Select all shown": checked when all are, mixed when some are. */
function SelectAll({ count, total, onChange }: { count: number; total: number; onChange: (selected: boolean) => void }) {
  const ref = useRef<HTMLInputElement>(null);
  const some = count > 0 && count < total;
  useEffect(() => {
    // `indeterminate` exists only as a DOM property.
    if (ref.current) ref.current.indeterminate = some;
  }, [some]);
  return (
    <input
      ref={ref}
      type="checkbox"
      aria-label={t('Select all applications shown')}
      checked={total > 0 && count === total}
      onChange={(event) => onChange(event.target.checked)}
    />
  );
}
