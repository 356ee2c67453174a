import { useId, useState } from 'react';
import { data, errorMessage, type AuditEntry } from '@sla/data';
import type { ListAuditLogsQuery } from '@sla/data/schemas';
import { ErrorPanel, Loading } from '@sla/ui';
import { formatDateTime } from '../format.js';
import { useKeysetList } from '@sla/portal-kit';
import { roleLabel } from '../roles.js';
import { ListFooter } from '@sla/portal-kit';

const listAuditLogs = (query: ListAuditLogsQuery) => data.auditLogs.list(query);

export function entryType(entry: AuditEntry): string {
  if (entry.type === 'role_change') return 'Role change';
  return entry.granted ? 'Access granted' : 'Access refused';
}

/** One line about an entry: "applicant → student by u-admin: Accepted", "admin.users refused on /admin/users". */
export function entryDetails(entry: AuditEntry): string {
  if (entry.type === 'role_change') {
    const change = `${roleLabel(entry.previousRole).toLowerCase()} → ${roleLabel(entry.newRole).toLowerCase()} by ${entry.changedBy}`;
    return entry.reason.trim() ? `${change}: ${entry.reason}` : change;
  }
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
        <div className="field toolbar__grow">
          <label htmlFor={`${id}-user`}>User ID</label>
          <input
            id={`${id}-user`}
            type="text"
            autoComplete="off"
            spellCheck={false}
            maxLength={128}
            value={userInput}
            onChange={(event) => setUserInput(event.target.value)}
          />
        </div>
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

      {entries.status === 'loading' ? (
        <Loading label="Loading activity…" />
      ) : entries.status === 'error' ? (
        <ErrorPanel title="The activity could not be loaded" onRetry={entries.retry}>
          <p>{errorMessage(entries.error)}</p>
        </ErrorPanel>
      ) : entries.items.length === 0 ? (
        <p className="empty-state">{userId ? 'No activity for this user yet.' : 'No activity yet.'}</p>
      ) : (
        <>
          <div className="table-scroll" role="region" aria-labelledby={`${id}-caption`} tabIndex={0}>
            <table className="data-table">
              <caption id={`${id}-caption`} className="visually-hidden">
                Audit log, newest first
              </caption>
              <thead>
                <tr>
                  <th scope="col">When</th>
                  <th scope="col">Type</th>
                  <th scope="col">User</th>
                  <th scope="col">Details</th>
                </tr>
              </thead>
              <tbody>
                {entries.items.map((entry) => (
                  <tr key={entry.id}>
                    <td className="data-table__nowrap">
                      <time dateTime={entry.timestamp}>{formatDateTime(entry.timestamp)}</time>
                    </td>
                    <td className="data-table__nowrap">
                      <span
                        className={`badge badge--${entry.type === 'role_change' ? 'info' : entry.granted ? 'none' : 'danger'}`}
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
                ))}
              </tbody>
            </table>
          </div>
          <ListFooter
            count={entries.items.length}
            noun={['entry', 'entries']}
            more={entries.nextCursor ? 'older ones available' : null}
            moreLabel="Show older"
            loadingMore={entries.loadingMore}
            moreError={entries.moreError}
            onMore={entries.loadMore}
          />
        </>
      )}
    </section>
  );
}
