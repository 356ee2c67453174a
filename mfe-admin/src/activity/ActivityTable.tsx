import { useState } from 'react';
import {
  auditEntryDetails,
  auditEntryLabel,
  auditPersonName,
  releaseKeyProject,
  type AuditPerson,
  type NamedAuditEntry,
} from '@sla/data';
import { StackedTableRegion } from '@sla/data-views';
import { t } from '@sla/i18n';
import { useOpenable } from '@sla/portal-kit';
import { Link } from '@sla/router';
import { T } from '@sla/ui';
import { formatDateTime } from '../format.js';
import { groupRefusals } from './groupRefusals.js';
import './activity.css';

const badgeOf = (entry: NamedAuditEntry) =>
  `badge badge--${entry.type === 'permission_check' ? (entry.granted ? 'none' : 'danger') : entry.type === 'role_change' ? 'info' : 'warning'}`;

/** Where a person's page is; it opens only for those who manage users. */
export const personPage = (uid: string) => `/admin/users/${encodeURIComponent(uid)}`;

function When({ iso }: { iso: string }) {
  return <time dateTime={iso}>{formatDateTime(iso)}</time>;
}

/**
 * Who an entry is about: their name, linked to their page when the viewer may open it, else a button that filters
 * the log to them (when the screen offers that); their e-mail under it; the bare id when no profile is left.
 */
function Person({ uid, person, onPerson }: { uid: string; person: AuditPerson | undefined; onPerson?: (uid: string) => void }) {
  const openable = useOpenable();
  const name = auditPersonName(person, uid);
  const page = personPage(uid);
  const label =
    person && openable(page) ? (
      <Link to={page}>{name}</Link>
    ) : onPerson ? (
      <button
        type="button"
        className="link-button"
        aria-label={t('Show activity for {name}', { name })}
        onClick={() => onPerson(uid)}
      >
        {name}
      </button>
    ) : (
      <span>{name}</span>
    );
  return (
    <>
      {label}
      {person?.email && person.email !== name ? <span className="activity-log__email">{person.email}</span> : null}
      {person || releaseKeyProject(uid) ? null : <span className="activity-log__email">{t('No profile')}</span>}
    </>
  );
}

function EntryRow({
  entry,
  onPerson,
  className,
}: {
  entry: NamedAuditEntry;
  onPerson?: (uid: string) => void;
  className?: string;
}) {
  return (
    <tr className={className}>
      <td className="data-table__nowrap">
        <When iso={entry.timestamp} />
      </td>
      <td className="data-table__nowrap">
        <span className={badgeOf(entry)}>{t(auditEntryLabel(entry))}</span>
      </td>
      <td className="activity-log__person">
        <Person uid={entry.userId} person={entry.person} onPerson={onPerson} />
      </td>
      <td className="data-table__wrap">{auditEntryDetails(entry)}</td>
    </tr>
  );
}

/**
 * Audit entries newest first, as a table that stacks into cards on a phone. Repeated refusals show as one row
 * ("Access refused ×3") that opens to list each.
 */
export function ActivityTable({
  entries,
  caption,
  onPerson,
}: {
  entries: readonly NamedAuditEntry[];
  caption: string;
  /** Offered where a name cannot link to the person's page: filters the log to them. */
  onPerson?: (uid: string) => void;
}) {
  // Keyed by the group's newest entry, which stays its first as older pages load.
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <StackedTableRegion caption={caption} className="activity-log">
      <thead>
        <tr>
          <th scope="col">{t('When')}</th>
          <th scope="col">{t('What')}</th>
          <th scope="col">{t('Person')}</th>
          <th scope="col">{t('Details')}</th>
        </tr>
      </thead>
      <tbody>
        {groupRefusals(entries).flatMap((row) => {
          if (row.kind === 'entry') return [<EntryRow key={row.entry.id} entry={row.entry} onPerson={onPerson} />];
          const newest = row.entries[0]!;
          const oldest = row.entries.at(-1)!;
          const expanded = open.has(newest.id);
          const count = row.entries.length;
          return [
            <tr key={`group-${newest.id}`} className="activity-log__group">
              <td className="data-table__nowrap">
                <When iso={newest.timestamp} />
              </td>
              <td className="data-table__nowrap">
                <span className={badgeOf(newest)}>
                  {t(auditEntryLabel(newest))} ×{count}
                </span>
              </td>
              <td className="activity-log__person">
                <Person uid={newest.userId} person={newest.person} onPerson={onPerson} />
              </td>
              <td className="data-table__wrap">
                {/* One child, so the stacked layout (a grid per cell) keeps the sentence and its dates on one flow. */}
                <span>
                  <T
                    message="{details}, {count, plural, one {# time} other {# times}}: first <first>{firstAt}</first>, last <last>{lastAt}</last>."
                    values={{
                      details: auditEntryDetails(newest),
                      count,
                      firstAt: formatDateTime(oldest.timestamp),
                      lastAt: formatDateTime(newest.timestamp),
                    }}
                    components={{ first: <time dateTime={oldest.timestamp} />, last: <time dateTime={newest.timestamp} /> }}
                  />{' '}
                  <button type="button" className="link-button" aria-expanded={expanded} onClick={() => toggle(newest.id)}>
                    {expanded ? t('Hide each') : t('Show each of the {count}', { count })}
                  </button>
                </span>
              </td>
            </tr>,
            ...(expanded
              ? row.entries.map((entry) => (
                  <EntryRow key={entry.id} entry={entry} onPerson={onPerson} className="activity-log__grouped-entry" />
                ))
              : []),
          ];
        })}
      </tbody>
    </StackedTableRegion>
  );
}
