import { currentTransport } from './client.js';
import { followEventStream } from './http/eventStream.js';

/**
 * Calls `onChange` whenever the data service says the signed-in user's role changed (GET /users/me/live). Its own
 * entry point, loaded only once someone is signed in, so the public pages do not carry it.
 */
export function watchMyRole(onChange: () => void): () => void {
  const transport = currentTransport();
  if (!transport) return () => {};
  return followEventStream<{ role?: unknown }>(transport, '/users/me/live', () => onChange());
}
