import type { MessageArrival } from '@sla/contract';
import type { Role } from '@sla/permissions';
import { openEventStream, type EventSink } from '../../http/eventStream.js';
import type { MessageBus } from '../../live/messageBus.js';
import type { RoleChangeBus } from './roleChangeBus.js';

/** One role change as a named server-sent event: the browser refreshes its token on it and shows the new role. */
export const roleEvent = (role: Role | null, id: string) => `id: ${id}\nevent: role\ndata: ${JSON.stringify({ role })}\n\n`;

/** A message waiting for the listener: their open conversation or mentor thread loads again. */
export const messageEvent = (message: MessageArrival, id: string) =>
  `id: ${id}\nevent: message\ndata: ${JSON.stringify({ message })}\n\n`;

/**
 * `uid`'s role changes, and the messages that arrive for them when `messages` is given, written to `sink` as they are
 * pushed (see openEventStream).
 */
export function openRoleStream(
  sink: EventSink,
  bus: RoleChangeBus,
  uid: string,
  keepAliveMs?: number,
  messages?: MessageBus,
): () => void {
  return openEventStream(
    sink,
    (send) => {
      const stopRoles = bus.subscribe(uid, (role, id) => send(roleEvent(role, id)));
      const stopMessages = messages?.subscribe(uid, (message, id) => send(messageEvent(message, id)));
      return () => {
        stopRoles();
        stopMessages?.();
      };
    },
    keepAliveMs,
  );
}
