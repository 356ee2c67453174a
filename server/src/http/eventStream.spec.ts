// A browser that reads too slowly is disconnected rather than buffered for without end: it reconnects and reloads.
import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { MAX_BUFFERED_BYTES, MAX_BUFFERED_EVENTS, openEventStream, type EventSink } from './eventStream.js';

/** A connection whose socket is full from `fullAfter` writes on, until drain(); counts what it was asked to write. */
function slowSink(fullAfter: number) {
  const emitter = new EventEmitter();
  const sink = {
    writes: 0,
    buffered: 0,
    destroyed: false,
    write(chunk: string) {
      sink.writes++;
      sink.buffered += Buffer.byteLength(chunk);
      return sink.writes <= fullAfter;
    },
    end: () => void (sink.destroyed = true),
    destroy() {
      sink.destroyed = true;
      emitter.emit('close');
    },
    once: (event: string, listener: () => void) => emitter.once(event, listener),
    get writableLength() {
      return sink.buffered;
    },
    drain() {
      sink.buffered = 0;
      emitter.emit('drain');
    },
  };
  return sink satisfies EventSink;
}

function stream(sink: EventSink) {
  let send: (event: string) => void = () => {};
  let listening = false;
  openEventStream(
    sink,
    (given) => {
      send = given;
      listening = true;
      return () => (listening = false);
    },
    60_000,
  );
  return { send: (event: string) => send(event), listening: () => listening };
}

describe('openEventStream and a slow browser', () => {
  it(`closes the stream once ${MAX_BUFFERED_EVENTS} events wait behind a full connection, and stops listening`, () => {
    // The comment and two events go out; the third fills the connection, and MAX_BUFFERED_EVENTS more may wait.
    const sink = slowSink(3);
    const live = stream(sink);
    for (let i = 0; i < 3 + MAX_BUFFERED_EVENTS; i++) live.send(`data: ${i}\n\n`);
    expect(sink.destroyed).toBe(false);
    live.send('data: one too many\n\n');
    expect(sink.destroyed).toBe(true);
    expect(live.listening()).toBe(false);
    const written = sink.writes;
    live.send('data: after\n\n');
    expect(sink.writes).toBe(written);
  });

  it('keeps a stream that catches up (drain) open, however many events it was sent in all', () => {
    const sink = slowSink(1);
    const live = stream(sink);
    for (let round = 0; round < 4; round++) {
      for (let i = 0; i < MAX_BUFFERED_EVENTS; i++) live.send(`data: ${i}\n\n`);
      sink.drain();
    }
    expect(sink.destroyed).toBe(false);
    expect(live.listening()).toBe(true);
  });

  it('closes the stream when what waits is over the byte limit, even in few events', () => {
    const sink = slowSink(1);
    const live = stream(sink);
    const big = `data: ${'x'.repeat(MAX_BUFFERED_BYTES / 2)}\n\n`;
    live.send(big);
    live.send(big);
    expect(sink.destroyed).toBe(false);
    // Over a megabyte waits now.
    live.send(big);
    expect(sink.destroyed).toBe(true);
  });
});
