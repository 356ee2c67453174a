import { useCallback, useState } from 'react';
import { Link, useSearchParams } from '@sla/router';
import { api, routes, type StaffThreadSummary } from '@sla/data';
import { formatShortDateTime, KeysetListFooter, LoadState, useKeysetList } from '@sla/data-views';
import { t } from '@sla/i18n';
import { screenName } from '@sla/permissions';
import { Screen } from '@sla/ui';
import { PortalNav } from '../PortalNav.js';
import { applicantName } from '../review/components/ApplicantCell.js';
import '../review/messages/messages.css';

/**
 * Staff: every thread with applicants, the latest message first and those with unread replies marked (or only those),
 * a page at a time; each opens its application, where the thread is.
 */
export default function MessageInbox() {
  const [params, setParams] = useSearchParams();
  const unreadOnly = params.get('unread') === '1';
  const [unreadThreads, setUnreadThreads] = useState<number | null>(null);
  // Stable for useKeysetList: each first page also says how many threads have unread replies.
  const fetchPage = useCallback(async (query: { unread?: '1'; cursor?: string }) => {
    const page = await api(routes.listMessageInbox, { query });
    if (!query.cursor) setUnreadThreads(page.unreadThreads);
    return page;
  }, []);
  const list = useKeysetList(fetchPage, unreadOnly ? { unread: '1' as const } : {});

  return (
    <Screen
      title={t(screenName('/admin/messages'))}
      lead={t(
        'Threads with applicants, the latest message first. Write to one from their application, or to many from the queue.',
      )}
      wide
    >
      <PortalNav />
      <div className="review-actions">
        <label className="choice review-toggle">
          <input
            type="checkbox"
            checked={unreadOnly}
            onChange={(event) =>
              setParams(
                (current) => {
                  const next = new URLSearchParams(current);
                  if (event.target.checked) next.set('unread', '1');
                  else next.delete('unread');
                  return next;
                },
                { replace: true },
              )
            }
          />
          {t('Only threads with unread replies')}
        </label>
        {unreadThreads !== null ? (
          <span className="field__hint" role="status">
            {t(
              '{count, plural, =0 {No unread replies.} one {# thread with unread replies.} other {# threads with unread replies.}}',
              {
                count: unreadThreads,
              },
            )}
          </span>
        ) : null}
      </div>
      <LoadState
        state={list}
        loadingLabel={t('Loading messages…')}
        errorTitle={t('The messages could not be loaded')}
        isEmpty={(ready) => ready.items.length === 0}
        empty={
          <p className="empty-state">
            {unreadOnly
              ? t('No unread replies. Every reply from applicants has been read.')
              : t('No messages yet. Write to an applicant from their application, or to many from the applications queue.')}
          </p>
        }
      >
        {(ready) => (
          <>
            <ul className="message-inbox">
              {ready.items.map((thread) => (
                <InboxItem key={thread.applicationId} thread={thread} />
              ))}
            </ul>
            <KeysetListFooter
              list={ready}
              noun={[t('thread'), t('threads')]}
              more={t('more available')}
              moreLabel={t('Load more')}
            />
          </>
        )}
      </LoadState>
    </Screen>
  );
}

function InboxItem({ thread }: { thread: StaffThreadSummary }) {
  const name = applicantName(thread.applicant);
  const unread = thread.unread > 0;
  return (
    <li className={unread ? 'message-inbox__item message-inbox__item--unread' : 'message-inbox__item'}>
      <div className="message-inbox__head">
        <Link className="message-inbox__who" to={`/admin/applications/${encodeURIComponent(thread.applicationId)}`}>
          {name}
        </Link>
        {unread ? <span className="badge badge--info">{t('{count} new', { count: thread.unread })}</span> : null}
      </div>
      <p className="message-inbox__preview">
        {thread.lastFromStaff ? t('Team: {text}', { text: thread.preview }) : t('{name}: {text}', { name, text: thread.preview })}
      </p>
      <p className="message-inbox__meta">
        {thread.program.name} ·{' '}
        <time dateTime={thread.lastMessageAt}>{formatShortDateTime(thread.lastMessageAt, 'happened')}</time> ·{' '}
        {t('{count, plural, one {# message} other {# messages}}', { count: thread.messages })}
      </p>
    </li>
  );
}
