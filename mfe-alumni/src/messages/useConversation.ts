import { useCallback } from 'react';
import { api, orNull, routes, type ConversationSummary } from '@sla/data';
import { useLoad, type Loaded } from '@sla/data-views';

/** The conversation, or null when the service says there is none for the reader (404: missing, or not theirs). */
function openConversation(id: string): Promise<ConversationSummary | null> {
  return orNull(api(routes.getAlumniConversation, { params: { id } }));
}

export interface OpenConversation {
  conversation: Loaded<ConversationSummary | null>;
  /**
   * After the reader blocked (true) or unblocked (false) the other person: shows what that means at once, then what
   * the service says (the other side may have blocked the reader too, which only it knows).
   */
  blockChanged: (current: ConversationSummary, blocked: boolean) => void;
}

/** Loads conversation `id` for its page, and keeps its block state current. */
export function useConversation(id: string): OpenConversation {
  const conversation = useLoad(() => openConversation(id), [id]);
  const { replace } = conversation;
  const blockChanged = useCallback(
    (current: ConversationSummary, blocked: boolean) => {
      const blockedByThem = current.blocked && !current.blockedByMe;
      replace({ ...current, blockedByMe: blocked, blocked: blocked || blockedByThem });
      // The guess above stays if this fails: the next visit shows the truth.
      openConversation(id).then(
        (fresh) => fresh && replace(fresh),
        () => undefined,
      );
    },
    [id, replace],
  );
  return { conversation, blockChanged };
}
