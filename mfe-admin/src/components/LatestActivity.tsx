import { useId, useState } from 'react';
import { data, type AuditEntry } from '@sla/data';
import type { ListAuditLogsQuery } from '@sla/data/schemas';
import { formatDateTime } from '../format.js';
import { KeysetTable, useKeysetList } from '@sla/data-views';
import { Field } from '@sla/forms';
import { roleLabel } from '../roles.js';

const listAuditLogs = (query: ListAuditLogsQuery) => data.auditLogs.list(query);

export function entryType(entry: AuditEntry): string {
  if (entry.type === 'role_change') return 'Role change';
  if (entry.type === 'account_deleted') return 'Account deleted';
  if (entry.type === 'account_event') return 'Account';
  if (entry.type === 'settings_change') return 'Settings';
  return entry.granted ? 'Access granted' : 'Access refused';
}

/** One line about an entry: "applicant → student by u-admin: Accepted", "admin.users refused on /admin/users". */
export function entryDetails(entry: AuditEntry): string {
  if (entry.type === 'role_change') {
    const change = `${roleLabel(entry.previousRole).toLowerCase()} → ${roleLabel(entry.newRole).toLowerCase()} by ${entry.changedBy}`;
    return entry.reason.trim() ? `${change}: ${entry.reason}` : change;
  }
  if (entry.type === 'account_deleted') return `${roleLabel(entry.previousRole).toLowerCase()} deleted their own account`;
  if (entry.type === 'account_event') return `${entry.action.replace(/_/g, ' ')} by ${entry.actorId}`;
  if (entry.type === 'settings_change') return `changed ${entry.changes.map((change) => change.key).join(', ')}`;
  const { path, action } = entry.context;
  const where = typeof path === 'string' && path ? path : typeof action === 'string' && action ? action : null;
  const verdict = entry.granted ? 'granted' : 'refused';
  return where ? `${entry.permission} ${verdict} on ${where}` : `${entry.permission} ${verdict}`;
}

/** The audit log, newest first, a page at a time, optionally for one user. */
export function LatestActivity() {
  const id = useId();
  const [userInput, setUserInput] = useState('');
  const [userId, setUserId] = useState('');
  const query: ListAuditLogsQuery = userId ? { userId } : {};
  const entries = useKeysetList(listAuditLogs, query);

  const filterBy = (uid: string) => {
    setUserInput(uid);
    setUserId(uid.trim());
  };

  return (
    <section className="data-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Latest activity</h2>
      <form
        className="toolbar"
        aria-label="Filter activity by user"
        onSubmit={(event) => {
          event.preventDefault();
          filterBy(userInput);
        }}
      >
        <Field label="User ID" id={`${id}-user`} className="toolbar__grow">
          {(control) => (
            <input
              {...control}
              type="text"
              autoComplete="off"
              spellCheck={false}
              maxLength={128}
              value={userInput}
              onChange={(event) => setUserInput(event.target.value)}
            />
          )}
        </Field>
        <div className="toolbar__buttons">
          <button type="submit" className="button button--primary">
            Apply
          </button>
          <button type="button" className="button button--outline" onClick={() => filterBy('')} disabled={!userId && !userInput}>
            Clear
          </button>
        </div>
      </form>

      {userId ? (
        <p className="notice">
          Showing activity for <code>{userId}</code> only.
        </p>
      ) : null}

      <KeysetTable
        stacked
        list={entries}
        noun={['entry', 'entries']}
        caption="Audit log, newest first"
        loadingLabel="Loading activity…"
        errorTitle="The activity could not be loaded"
        empty={userId ? 'No activity for this user yet.' : 'No activity yet.'}
        more="older ones available"
        moreLabel="Show older"
        columns={['When', 'Type', 'User', 'Details']}
        row={(entry: AuditEntry) => (
          <tr key={entry.id}>
            <td className="data-table__nowrap">
              <time dateTime={entry.timestamp}>{formatDateTime(entry.timestamp)}</time>
            </td>
            <td className="data-table__nowrap">
              <span
                className={`badge badge--${entry.type === 'permission_check' ? (entry.granted ? 'none' : 'danger') : 'info'}`}
              >
                {entryType(entry)}
              </span>
            </td>
            <td>
              {entry.userId === userId ? (
                <code>{entry.userId}</code>
              ) : (
                <button
                  type="button"
                  className="link-button"
                  aria-label={`Show activity for ${entry.userId}`}
                  onClick={() => filterBy(entry.userId)}
                >
                  <code>{entry.userId}</code>
                </button>
              )}
            </td>
            <td className="data-table__wrap">{entryDetails(entry)}</td>
          </tr>
        )}
      />
    </section>
  );
}
