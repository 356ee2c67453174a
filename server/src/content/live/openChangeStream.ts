import type { ContentChange } from '@sla/contract';
import { openEventStream, type EventSink } from '../../http/eventStream.js';
import type { ChangeBus } from './changeBus.js';

export { KEEP_ALIVE_MS, type EventSink } from '../../http/eventStream.js';

/**
 * One change as a server-sent event: its live event's `id:`, a single `data:` line (JSON has no raw line breaks) and a
 * blank line.
 */
export const changeEvent = (change: ContentChange, id: string) => `id: ${id}\ndata: ${JSON.stringify(change)}\n\n`;

/** Every change on the bus, written to `sink` as it happens (see openEventStream). */
export function openChangeStream(sink: EventSink, bus: ChangeBus, keepAliveMs?: number): () => void {
  return openEventStream(sink, (send) => bus.subscribe((change, id) => send(changeEvent(change, id))), keepAliveMs);
}
