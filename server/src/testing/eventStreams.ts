import type { AddressInfo } from 'node:net';
import type { EventSink } from '../http/eventStream.js';
import type { TestService } from './testService.js';

/** Reads a stream's text until `done` says it has what it waits for (or 5 s pass). */
export async function readUntil(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  done: (text: string) => boolean,
): Promise<string> {
  const decoder = new TextDecoder();
  let text = '';
  const deadline = Date.now() + 5000;
  while (!done(text)) {
    if (Date.now() > deadline) throw new Error(`timed out; the stream said:\n${text}`);
    const { value, done: ended } = await reader.read();
    if (ended) throw new Error(`the stream ended; it said:\n${text}`);
    text += decoder.decode(value, { stream: true });
  }
  return text;
}

/** Puts the test service on a real port (streams need one; inject waits for the end) and returns its API base. */
export async function listen(service: TestService): Promise<string> {
  await service.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(service.app.server.address() as AddressInfo).port}/api`;
}

/** A stand-in connection: what was written, whether it was ended, and a way to close it from the browser's side. */
export function fakeSink() {
  const written: string[] = [];
  let onClose = () => {};
  const sink: EventSink & { ended: boolean } = {
    ended: false,
    write: (chunk) => written.push(chunk),
    end: () => (sink.ended = true),
    once: (_event, listener) => (onClose = listener),
  };
  return { sink, written, close: () => onClose() };
}
