import { useCallback, useState } from 'react';
import { Link } from '@sla/router';
import type { ApplicantThreadSummary } from '@sla/data';
import { formatShortDateTime, KeysetListFooter, LoadState, useKeysetList } from '@sla/data-views';
import { t } from '@sla/i18n';
import { screenName } from '@sla/permissions';
import { Screen } from '@sla/ui';
import { PortalNav } from '../PortalNav.js';
import { loadMyThreads, threadPath } from '../messages/threads.js';
import '../applicant.css';
import '../messages/messages.css';

const FIRST_PAGE = {};

/** The applicant: the programme team's messages about their applications, one thread each, unread ones marked. */
export default function MyMessages() {
  const [unread, setUnread] = useState<number | null>(null);
  // Stable for useKeysetList: the first page also says how many messages are unread.
  const fetchPage = useCallback(async (query: { cursor?: string }) => {
    const page = await loadMyThreads(query);
    if (!query.cursor) setUnread(page.unread);
    return page;
  }, []);
  const list = useKeysetList(fetchPage, FIRST_PAGE);

  return (
    <Screen
      title={t(screenName('/applicant/messages'))}
      lead={t('Messages from the programme team about your applications. Open one to read it and reply.')}
    >
      <PortalNav />
      {unread ? (
        <p className="notice" role="status">
          {t('{count, plural, one {You have # unread message.} other {You have # unread messages.}}', { count: unread })}
        </p>
      ) : null}
      <LoadState
        state={list}
        loadingLabel={t('Loading your messages…')}
        errorTitle={t('Your messages could not be loaded')}
        isEmpty={(ready) => ready.items.length === 0}
        empty={<p className="empty-state">{t('No messages yet. When the programme team writes to you, it shows here.')}</p>}
      >
        {(ready) => (
          <>
            <ul className="item-list">
              {ready.items.map((thread) => (
                <ThreadItem key={thread.applicationId} thread={thread} />
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

function ThreadItem({ thread }: { thread: ApplicantThreadSummary }) {
  const unread = thread.unread > 0;
  return (
    <li className={unread ? 'item thread-item thread-item--unread' : 'item thread-item'}>
      <div className="item__body">
        <h2 className="item__title thread-item__title">
          <Link to={threadPath(thread.applicationId)}>{thread.program.name}</Link>{' '}
          {unread ? <span className="badge badge--info">{t('{count} new', { count: thread.unread })}</span> : null}
        </h2>
        <p className="item__meta thread-item__preview">
          {thread.lastFromStaff
            ? t('Programme team: {text}', { text: thread.preview })
            : t('You: {text}', { text: thread.preview })}
        </p>
        <p className="item__meta">
          <time dateTime={thread.lastMessageAt}>{formatShortDateTime(thread.lastMessageAt, 'happened')}</time>
        </p>
      </div>
    </li>
  );
}
