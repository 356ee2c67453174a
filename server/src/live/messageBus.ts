import type { MessageArrival } from '@sla/contract';
import { createLocalHub, type EventHub } from './eventHub.js';
import { createPersonChannel, type PersonChannel } from './personChannel.js';

/**
 * Who hears that a new message is waiting for someone: that person's own open streams (GET /users/me/live), on any
 * instance, so their open conversation or mentor thread shows it without being opened again. Publish once the message
 * has committed: a screen that reloads at once must find it.
 */
export type MessageBus = PersonChannel<MessageArrival>;

/** The hub's channel of new messages. */
export const MESSAGE_CHANNEL = 'message';

export function createMessageBus(hub: EventHub = createLocalHub()): MessageBus {
  return createPersonChannel<MessageArrival>(hub, MESSAGE_CHANNEL, 'messages');
}
