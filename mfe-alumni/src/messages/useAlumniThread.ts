import { useCallback } from 'react';
import { api, routes, type AlumniMessage, type Page } from '@sla/data';
import { useKeysetList, useMessageArrivals, type KeysetList } from '@sla/data-views';
import { useMessageThread, type MessageThread } from '@sla/portal-kit/messaging';

// Stable for useKeysetList and useMessageThread.
const loadMessages = ({ conversationId, cursor }: { conversationId: string; cursor?: string }): Promise<Page<AlumniMessage>> =>
  api(routes.listAlumniMessages, { params: { id: conversationId }, query: cursor ? { cursor } : {} });

export interface AlumniThread extends MessageThread<AlumniMessage> {
  /** The pages loaded so far, newest first as the service sends them, with Load earlier. */
  list: KeysetList<AlumniMessage>;
}

/**
 * A conversation's messages: loaded newest page first (which marks them read), read oldest first, earlier on demand;
 * loaded again when the other person writes (the reader's own live stream says so), without reopening it.
 */
export function useAlumniThread(conversationId: string): AlumniThread {
  const list = useKeysetList(loadMessages, { conversationId });
  useMessageArrivals('alumni', conversationId, list.refresh);
  const post = useCallback(
    (body: string) => api(routes.sendAlumniMessage, { params: { id: conversationId }, body: { body } }),
    [conversationId],
  );
  const draft = useCallback(
    ({ id, body, sentAt }: { id: string; body: string; sentAt: string }): AlumniMessage => ({
      id,
      conversationId,
      senderUid: '',
      senderName: '',
      mine: true,
      body,
      sentAt,
    }),
    [conversationId],
  );
  return { list, ...useMessageThread(list, post, draft) };
}
