import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { documentlessHeaders } from '@sla/security-headers';

/** Every 25 s a comment line, so proxies and load balancers do not close a quiet stream as idle. */
export const KEEP_ALIVE_MS = 25_000;

/** What a stream writes to: an HTTP response (or a stand-in in tests). */
export interface EventSink {
  write(chunk: string): unknown;
  end(): unknown;
  once(event: 'close', listener: () => void): unknown;
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
 * when the connection closes; the returned function ends the stream from this side (the service stopping).
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
  const unsubscribe = subscribe((event) => sink.write(event));
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
