import { afterEach, beforeEach, vi } from 'vitest';
import type { AlumniMessage, ConversationSummary } from '@sla/data';

/** Test data for the messages screens: realistic defaults, each overridable. */

export function conversationWith(id: string, name: string, extra: Partial<ConversationSummary> = {}): ConversationSummary {
  return {
    id,
    withUid: `u-${id}`,
    withName: name,
    withPhoto: null,
    lastMessage: 'Thank you for the advice on the fellowship.',
    lastMessageAt: '2027-03-04T09:00:00.000Z',
    lastFromMe: false,
    unread: 0,
    blocked: false,
    blockedByMe: false,
    ...extra,
  };
}

export function alumniMessage(id: string, body: string, extra: Partial<AlumniMessage> = {}): AlumniMessage {
  return {
    id,
    conversationId: 'c-1',
    senderUid: 'u-c-1',
    senderName: 'Amina Yusuf',
    mine: false,
    body,
    sentAt: '2027-03-04T09:00:00.000Z',
    ...extra,
  };
}

/**
 * Sets the reader's clock for every test of the calling file ("5 minutes ago", "Today"). Only Date is faked: timers
 * stay real, so the screens load as they do in other tests.
 */
export function readerClockAt(now: Date): void {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
  });
  afterEach(() => vi.useRealTimers());
}
