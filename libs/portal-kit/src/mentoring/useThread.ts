import { useCallback, useState } from 'react';
import { data, type MentorMessage, type Page } from '@sla/data';
import { useKeysetList, type KeysetList } from '@sla/data-views';

/** A message in the thread: one the service has, or one of the reader's on its way there. */
export type ThreadMessage = { message: MentorMessage; sending: boolean };

// Stable for useKeysetList.
const loadMessages = ({ mentorshipId, cursor }: { mentorshipId: string; cursor?: string }): Promise<Page<MentorMessage>> =>
  data.mentoring.messages(mentorshipId, cursor ? { cursor } : {});

let pendingNumber = 0;

export interface Thread {
  /** The pages loaded so far, newest first as the service sends them, with Load earlier. */
  list: KeysetList<MentorMessage>;
  /** Oldest first, as the thread reads: the pages loaded, then what was sent since. */
  messages: ThreadMessage[];
  /**
   * Shows `body` at the bottom at once, as the reader's, then sends it. Resolves once the service took it (the
   * message then shows as it stored it); on a refusal the message leaves the thread and the error is thrown.
   */
  send: (body: string) => Promise<void>;
}

/** A mentorship's messages: loaded newest page first, read oldest first, with earlier pages on demand. */
export function useThread(mentorshipId: string): Thread {
  const list = useKeysetList(loadMessages, { mentorshipId });
  const [sent, setSent] = useState<ThreadMessage[]>([]);

  const send = useCallback(
    async (body: string) => {
      const pending: MentorMessage = {
        id: `pending-${++pendingNumber}`,
        authorUid: '',
        authorName: null,
        body,
        sentAt: new Date().toISOString(),
        mine: true,
      };
      setSent((current) => [...current, { message: pending, sending: true }]);
      try {
        const stored = await data.mentoring.send(mentorshipId, { body });
        setSent((current) =>
          current.map((item) => (item.message.id === pending.id ? { message: stored, sending: false } : item)),
        );
      } catch (error) {
        setSent((current) => current.filter((item) => item.message.id !== pending.id));
        throw error;
      }
    },
    [mentorshipId],
  );

  const loaded = list.status === 'ready' ? [...list.items].reverse() : [];
  const loadedIds = new Set(loaded.map((message) => message.id));
  const messages: ThreadMessage[] = [
    ...loaded.map((message) => ({ message, sending: false })),
    // One sent here may also arrive in a page loaded later (a retry after an error): shown once.
    ...sent.filter((item) => !loadedIds.has(item.message.id)),
  ];
  return { list, messages, send };
}
