import type { Role } from '@sla/permissions';
import { KEEP_ALIVE_MS, type EventSink } from '../../content/live/openChangeStream.js';
import type { RoleChangeBus } from './roleChangeBus.js';

/** One role change as a named server-sent event: the browser refreshes its token on it and shows the new role. */
export const roleEvent = (role: Role | null) => `event: role\ndata: ${JSON.stringify({ role })}\n\n`;

/**
 * Writes `uid`'s role changes to `sink` as they are pushed, and a keep-alive comment every `keepAliveMs`. Stops
 * listening when the connection closes; the returned function ends the stream from this side (the service stopping).
 */
export function openRoleStream(sink: EventSink, bus: RoleChangeBus, uid: string, keepAliveMs = KEEP_ALIVE_MS): () => void {
  // The browser left while the request was being authenticated: listening now would never stop.
  if (sink.destroyed) return () => {};
  // Sent at once, so the browser's fetch resolves now rather than at the first change.
  sink.write(': connected\n\n');
  const unsubscribe = bus.subscribe(uid, (role) => sink.write(roleEvent(role)));
  const keepAlive = setInterval(() => sink.write(': keep-alive\n\n'), keepAliveMs);
  let open = true;
  const stop = () => {
    if (!open) return;
    open = false;
    clearInterval(keepAlive);
    unsubscribe();
  };
  sink.once('close', stop);
  return () => {
    stop();
    sink.end();
  };
}
