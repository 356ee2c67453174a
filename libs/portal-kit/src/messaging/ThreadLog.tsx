import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { LoadState, type KeysetList } from '@sla/data-views';
import { t } from '@sla/i18n';
import { refusalWords } from './refusalWords.js';
import type { ThreadMessage } from './useMessageThread.js';
import './messaging.css';

/**
 * A conversation once its newest messages are loaded (until then "Loading messages…", or the error with Retry): a
 * scrolling log with the newest at the bottom and "Load earlier messages" at the top, then `below` (the box to write
 * in). The log opens at the newest message and follows new ones to the bottom, while earlier ones appear above without
 * moving what the reader sees.
 */
export function ThreadLog<M extends { id: string }>({
  labelledBy,
  list,
  messages,
  empty,
  children,
  below,
}: {
  /** The id of the heading that names the conversation. */
  labelledBy: string;
  /** The pages loaded (useKeysetList), newest first as the service sends them. */
  list: KeysetList<M>;
  /** What to show, oldest first (useMessageThread). */
  messages: ThreadMessage<M>[];
  /** What the log says while there are no messages. */
  empty: ReactNode;
  /** The messages, as list items in a list (or lists) of the caller's. */
  children: (messages: ThreadMessage<M>[]) => ReactNode;
  below: ReactNode;
}) {
  return (
    <LoadState state={list} loadingLabel={t('Loading messages…')} errorTitle={t('The messages could not be loaded')}>
      {(ready) => (
        <>
          <ScrollingLog
            labelledBy={labelledBy}
            earlier={ready}
            oldestId={messages[0]?.message.id}
            newestId={messages[messages.length - 1]?.message.id}
          >
            {messages.length ? children(messages) : empty}
          </ScrollingLog>
          {below}
        </>
      )}
    </LoadState>
  );
}

/** A loaded keyset list of messages: whether there are earlier ones, and how to get them. */
interface EarlierMessages {
  nextCursor: string | null;
  loadingMore: boolean;
  moreError: unknown;
  loadMore: () => void;
}

function ScrollingLog({
  labelledBy,
  earlier,
  oldestId,
  newestId,
  children,
}: {
  labelledBy: string;
  earlier: EarlierMessages;
  /** The first and last message shown: when one of them changes, the log scrolls (see ThreadLog). */
  oldestId: string | undefined;
  newestId: string | undefined;
  children: ReactNode;
}) {
  const logRef = useRef<HTMLDivElement>(null);
  // Distance from the bottom when earlier messages were asked for, so they appear above without moving the view.
  const keepFromBottom = useRef<number | null>(null);

  useLayoutEffect(() => {
    const log = logRef.current;
    if (!log) return;
    if (keepFromBottom.current !== null) {
      log.scrollTop = log.scrollHeight - keepFromBottom.current;
      keepFromBottom.current = null;
    } else {
      // The newest message is the one to see: on opening, and after one is sent or arrives.
      log.scrollTop = log.scrollHeight;
    }
  }, [oldestId, newestId]);

  const loadEarlier = () => {
    const log = logRef.current;
    if (log) keepFromBottom.current = log.scrollHeight - log.scrollTop;
    earlier.loadMore();
  };

  return (
    <div ref={logRef} className="message-log" role="log" aria-labelledby={labelledBy} tabIndex={0}>
      {earlier.nextCursor ? (
        <p className="message-log__earlier">
          <button
            type="button"
            className="button button--outline button--small"
            onClick={loadEarlier}
            disabled={earlier.loadingMore}
          >
            {earlier.loadingMore ? t('Loading…') : t('Load earlier messages')}
          </button>
        </p>
      ) : null}
      {earlier.moreError ? (
        <p role="alert" className="alert">
          {t('The earlier messages could not be loaded. {reason}', { reason: refusalWords(earlier.moreError) })}
        </p>
      ) : null}
      {children}
    </div>
  );
}
