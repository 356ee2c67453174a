import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { documentlessHeaders } from '@sla/security-headers';

/** Every 25 s a comment line, so proxies and load balancers do not close a quiet stream as idle. */
export const KEEP_ALIVE_MS = 25_000;

/**
 * A browser that reads this far behind is closed rather than buffered for: events written while the connection is
 * full (write() said false and no 'drain' came yet), or bytes waiting in the response's buffer. It reconnects and
 * reloads what it shows.
 */
export const MAX_BUFFERED_EVENTS = 256;
export const MAX_BUFFERED_BYTES = 1024 * 1024;

/** What a stream writes to: an HTTP response (or a stand-in in tests). */
export interface EventSink {
  /** False when the chunk had to be buffered (the connection is full), until 'drain'. */
  write(chunk: string): unknown;
  end(): unknown;
  once(event: 'close' | 'drain', listener: () => void): unknown;
  /** Bytes written but not yet sent. */
  readonly writableLength?: number;
  /** Closes the connection at once, dropping what is buffered. */
  destroy?(): unknown;
  /** True once the connection has closed: its 'close' has already been emitted. */
  readonly destroyed?: boolean;
}

/**
 * Starts a text/event-stream answer to an allowed request: the reply is taken out of Fastify's hands (hijacked) so
 * no hook buffers or compresses it, and is written to directly. Returns what to write to.
 */
export function startEventStream(request: FastifyRequest, reply: FastifyReply): EventSink {
  // Headers hooks already set (CORS), then the security headers every answer carries: onSend no longer runs.
  const set = Object.entries(reply.getHeaders()).filter(([, value]) => value !== undefined);
  reply.hijack();
  reply.raw.writeHead(200, {
    ...(Object.fromEntries(set) as OutgoingHttpHeaders),
    ...documentlessHeaders({ https: request.protocol === 'https' }),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    'x-accel-buffering': 'no',
    connection: 'keep-alive',
  });
  return reply.raw;
}

/**
 * Writes to `sink` what `subscribe` hands its `send`, and a keep-alive comment every `keepAliveMs`. Stops listening
 * when the connection closes; the returned function ends the stream from this side (the service stopping). A browser
 * that falls more than MAX_BUFFERED_EVENTS events or MAX_BUFFERED_BYTES behind is disconnected.
 */
export function openEventStream(
  sink: EventSink,
  subscribe: (send: (event: string) => void) => () => void,
  keepAliveMs = KEEP_ALIVE_MS,
): () => void {
  // The caller left while the request was being checked: listening now would never stop.
  if (sink.destroyed) return () => {};
  // Sent at once, so the browser's fetch resolves now rather than at the first event.
  sink.write(': connected\n\n');
  let open = true;
  /** Events written since the connection was last found full; null while it is not. */
  let behind: number | null = null;
  const write = (chunk: string) => {
    if (!open) return;
    if (behind !== null && (++behind > MAX_BUFFERED_EVENTS || (sink.writableLength ?? 0) > MAX_BUFFERED_BYTES)) {
      stop();
      if (sink.destroy) sink.destroy();
      else sink.end();
      return;
    }
    if (sink.write(chunk) === false && behind === null) {
      behind = 0;
      sink.once('drain', () => (behind = null));
    }
  };
  const unsubscribe = subscribe(write);
  const keepAlive = setInterval(() => write(': keep-alive\n\n'), keepAliveMs);
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
