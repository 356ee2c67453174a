import type { ContentChange } from '@sla/data';
import type { ChangeBus } from './changeBus.js';

/** Every 25 s a comment line, so proxies and load balancers do not close a quiet stream as idle. */
export const KEEP_ALIVE_MS = 25_000;

/** What the stream writes to: an HTTP response (or a stand-in in tests). */
export interface EventSink {
  write(chunk: string): unknown;
  end(): unknown;
  once(event: 'close', listener: () => void): unknown;
  /** True once the connection has closed: its 'close' has already been emitted. */
  readonly destroyed?: boolean;
}

/** One change as a server-sent event: a single `data:` line (JSON has no raw line breaks) and a blank line. */
export const changeEvent = (change: ContentChange) => `data: ${JSON.stringify(change)}\n\n`;

/**
 * Writes every change on the bus to `sink` as it happens, and a keep-alive comment every `keepAliveMs`. Stops
 * listening when the connection closes; the returned function ends the stream from this side (the service stopping).
 */
export function openChangeStream(sink: EventSink, bus: ChangeBus, keepAliveMs = KEEP_ALIVE_MS): () => void {
  // The editor left while their permission was being checked: listening now would never stop.
  if (sink.destroyed) return () => {};
  // Sent at once, so the browser's fetch resolves now rather than at the first change.
  sink.write(': connected\n\n');
  const unsubscribe = bus.subscribe((change) => sink.write(changeEvent(change)));
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
