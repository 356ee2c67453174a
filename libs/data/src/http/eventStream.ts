import type { Transport } from './transport.js';

/** Waits after a drop before connecting again, growing to this at most. */
const MAX_RETRY_MS = 15_000;
const FIRST_RETRY_MS = 1_000;

export type StreamState = 'live' | 'reconnecting';

/** Reads "data: {…}" events from a text/event-stream body, one callback per event. */
async function readEvents(body: ReadableStream<Uint8Array>, onData: (data: string) => void): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += decoder.decode(value, { stream: true });
    let end: number;
    while ((end = buffer.search(/\r?\n\r?\n/)) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end).replace(/^\r?\n\r?\n/, '');
      const data = block
        .split(/\r?\n/)
        .filter((line) => line.startsWith('data:'))
        .map((line) => line.slice(5).trimStart())
        .join('\n');
      if (data) onData(data);
    }
  }
}

/**
 * Follows a server-sent event stream of the data service, each event's data parsed as JSON. Over fetch rather than
 * EventSource: EventSource cannot send the bearer token. Reconnects with a growing pause after the stream ends or
 * fails, until the returned function is called.
 */
export function followEventStream<T>(
  transport: Transport,
  path: string,
  onEvent: (event: T) => void,
  onState?: (state: StreamState) => void,
): () => void {
  const controller = new AbortController();
  let retryMs = FIRST_RETRY_MS;
  const run = async () => {
    while (!controller.signal.aborted) {
      try {
        const response = await transport.stream(path, controller.signal);
        if (!response.body) throw new Error('no stream');
        retryMs = FIRST_RETRY_MS;
        onState?.('live');
        await readEvents(response.body, (data) => {
          try {
            onEvent(JSON.parse(data) as T);
          } catch {
            // A malformed event: nothing to tell.
          }
        });
      } catch {
        // Dropped, refused or offline: try again below.
      }
      if (controller.signal.aborted) return;
      onState?.('reconnecting');
      await new Promise((resolve) => setTimeout(resolve, retryMs));
      retryMs = Math.min(MAX_RETRY_MS, retryMs * 2);
    }
  };
  void run();
  return () => controller.abort();
}
