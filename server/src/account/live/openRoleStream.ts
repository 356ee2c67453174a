import type { Role } from '@sla/permissions';
import { openEventStream, type EventSink } from '../../http/eventStream.js';
import type { RoleChangeBus } from './roleChangeBus.js';

/** One role change as a named server-sent event: the browser refreshes its token on it and shows the new role. */
export const roleEvent = (role: Role | null) => `event: role\ndata: ${JSON.stringify({ role })}\n\n`;

/** `uid`'s role changes, written to `sink` as they are pushed (see openEventStream). */
export function openRoleStream(sink: EventSink, bus: RoleChangeBus, uid: string, keepAliveMs?: number): () => void {
  return openEventStream(sink, (send) => bus.subscribe(uid, (role) => send(roleEvent(role))), keepAliveMs);
}
