import { useCallback } from 'react';
import { api, routes, type MentorMessage, type Page } from '@sla/data';
import { useKeysetList, useMessageArrivals, type KeysetList } from '@sla/data-views';
import { useMessageThread, type MessageThread } from '../messaging/useMessageThread.js';

// Stable for useKeysetList and useMessageThread.
const loadMessages = ({ mentorshipId, cursor }: { mentorshipId: string; cursor?: string }): Promise<Page<MentorMessage>> =>
  api(routes.listMentorMessages, { params: { id: mentorshipId }, query: cursor ? { cursor } : {} });

const draftMessage = ({ id, body, sentAt }: { id: string; body: string; sentAt: string }): MentorMessage => ({
  id,
  authorUid: '',
  authorName: null,
  body,
  sentAt,
  mine: true,
});

export interface Thread extends MessageThread<MentorMessage> {
  /** The pages loaded so far, newest first as the service sends them, with Load earlier. */
  list: KeysetList<MentorMessage>;
}

/**
 * A mentorship's messages: loaded newest page first, read oldest first, with earlier pages on demand; loaded again when
 * the other side writes (the reader's own live stream says so), so their message shows without reopening the thread.
 */
export function useThread(mentorshipId: string): Thread {
  const list = useKeysetList(loadMessages, { mentorshipId });
  useMessageArrivals('mentor', mentorshipId, list.refresh);
  const post = useCallback(
    (body: string) => api(routes.sendMentorMessage, { params: { id: mentorshipId }, body: { body } }),
    [mentorshipId],
  );
  return { list, ...useMessageThread(list, post, draftMessage) };
}
