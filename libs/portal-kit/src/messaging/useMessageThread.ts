import { useCallback, useState } from 'react';
import type { KeysetList } from '@sla/data-views';

/** A message in a thread: one the service has, or one of the reader's on its way there. */
export type ThreadMessage<M> = { message: M; sending: boolean };

/** What the reader's message looks like while it is on its way: made from its text, a temporary id and the time. */
export type DraftMessage<M> = (draft: { id: string; body: string; sentAt: string }) => M;

export interface MessageThread<M> {
  /** Oldest first, as a thread reads: the pages loaded (the service sends them newest first), then what was sent since. */
  messages: ThreadMessage<M>[];
  /**
   * Shows `body` at the bottom at once, as the reader's, then posts it. Resolves once the service took it (the
   * message then shows as it stored it); on a refusal the message leaves the thread and the error is thrown.
   */
  send: (body: string) => Promise<void>;
}

let pendingNumber = 0;

/**
 * A conversation's messages as the reader sees them: the pages of `list` read oldest first, and the reader's own
 * messages added at the bottom as they send them. `post` and `draft` must be stable (module-level or useCallback).
 */
export function useMessageThread<M extends { id: string }>(
  list: KeysetList<M>,
  post: (body: string) => Promise<M>,
  draft: DraftMessage<M>,
): MessageThread<M> {
  const [sent, setSent] = useState<ThreadMessage<M>[]>([]);

  const send = useCallback(
    async (body: string) => {
      const pending = draft({ id: `pending-${++pendingNumber}`, body, sentAt: new Date().toISOString() });
      setSent((current) => [...current, { message: pending, sending: true }]);
      try {
        const stored = await post(body);
        setSent((current) =>
          current.map((item) => (item.message.id === pending.id ? { message: stored, sending: false } : item)),
        );
      } catch (error) {
        setSent((current) => current.filter((item) => item.message.id !== pending.id));
        throw error;
      }
    },
    [post, draft],
  );

  const loaded = list.status === 'ready' ? [...list.items].reverse() : [];
  const loadedIds = new Set(loaded.map((message) => message.id));
  const messages: ThreadMessage<M>[] = [
    ...loaded.map((message) => ({ message, sending: false })),
    // One sent here may also arrive in a page loaded later (a retry after an error): shown once.
    ...sent.filter((item) => !loadedIds.has(item.message.id)),
  ];
  return { messages, send };
}
