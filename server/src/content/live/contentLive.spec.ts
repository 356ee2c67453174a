import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ContentChange } from '@sla/contract';
import { describeOnEachBackend } from '../../testing/backends.js';
import { fakeSink, listen, readUntil } from '../../testing/eventStreams.js';
import { startTestService } from '../../testing/testService.js';
import { useTestService } from '../../testing/useTestService.js';
import { createChangeBus } from './changeBus.js';
import { openChangeStream } from './openChangeStream.js';

const EDITOR = 'editor-1';
const OTHER_EDITOR = 'editor-2';

/** The changes in a stream's text, in order (each has its event's `id:` first). */
const changesIn = (text: string): ContentChange[] =>
  text
    .split('\n\n')
    .map((block) => /^id: [\w-]+\ndata: (.*)$/.exec(block)?.[1])
    .filter((data) => data !== undefined)
    .map((data) => JSON.parse(data) as ContentChange);

describeOnEachBackend('the live stream of content changes', (backend) => {
  const service = useTestService(backend);
  let base = '';
  beforeEach(async () => {
    await service.addUser(EDITOR, 'content_editor', { displayName: 'Ada Editor' });
    await service.addUser(OTHER_EDITOR, 'admin', { displayName: 'Bo Admin' });
    await service.addUser('staff-1', 'staff');
    if (!base) base = await listen(service);
  });

  const open = (uid: string | null, signal?: AbortSignal) =>
    fetch(`${base}/content/live`, { headers: uid ? service.as(uid) : {}, signal });

  it('refuses anonymous callers (401) and those who do not write content (403) with the usual error answer', async () => {
    const anonymous = await open(null);
    expect(anonymous.status).toBe(401);
    expect(((await anonymous.json()) as { error: { message: string } }).error.message).toBe('No authenticated user');
    const staff = await open('staff-1');
    expect(staff.status).toBe(403);
    expect(staff.headers.get('content-type')).toMatch(/application\/json/);
  });

  it('streams every change another editor makes, after it is saved, unbuffered and with the security headers', async () => {
    const controller = new AbortController();
    const response = await open(EDITOR, controller.signal);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache, no-transform');
    expect(response.headers.get('x-accel-buffering')).toBe('no');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const reader = response.body!.getReader();
    await readUntil(reader, (text) => text.includes(': connected\n\n'));

    const category = await service.request({
      method: 'POST',
      url: '/api/content/categories',
      headers: service.as(OTHER_EDITOR),
      payload: { name: 'News' },
    });
    const post = await service.request({
      method: 'POST',
      url: '/api/content/posts',
      headers: service.as(OTHER_EDITOR),
      payload: { title: 'A new story' },
    });
    const text = await readUntil(reader, (said) => changesIn(said).length >= 2);
    expect(changesIn(text)).toEqual([
      { kind: 'category', id: category.json().id, action: 'created', byName: 'Bo Admin', at: expect.any(String) },
      { kind: 'post', id: post.json().id, action: 'created', byName: 'Bo Admin', at: expect.any(String) },
    ]);
    controller.abort();
  });

  it('stops listening when the editor goes away', async () => {
    const subscribe = service.ctx.changes.subscribe.bind(service.ctx.changes);
    const stopped = vi.fn();
    const spy = vi.spyOn(service.ctx.changes, 'subscribe').mockImplementation((listener) => {
      const stop = subscribe(listener);
      return () => {
        stopped();
        return stop();
      };
    });
    try {
      const controller = new AbortController();
      const response = await open(EDITOR, controller.signal);
      await readUntil(response.body!.getReader(), (text) => text.includes(': connected'));
      expect(spy).toHaveBeenCalledTimes(1);
      expect(stopped).not.toHaveBeenCalled();
      controller.abort();
      await vi.waitFor(() => expect(stopped).toHaveBeenCalledTimes(1), { timeout: 5000 });
    } finally {
      spy.mockRestore();
    }
  });
});

describeOnEachBackend('the live stream when the service stops', (backend) => {
  it('ends open streams, so stopping does not wait for editors to leave', async () => {
    const service = await startTestService(backend);
    let closed = false;
    try {
      await service.addUser(EDITOR, 'content_editor');
      const base = await listen(service);
      const response = await fetch(`${base}/content/live`, { headers: service.as(EDITOR) });
      const reader = response.body!.getReader();
      await readUntil(reader, (text) => text.includes(': connected'));
      const started = Date.now();
      await service.close();
      closed = true;
      expect(Date.now() - started).toBeLessThan(3000);
      await expect(reader.read()).resolves.toMatchObject({ done: true });
    } finally {
      if (!closed) await service.close();
    }
  });
});

describe('openChangeStream', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('writes each change as one data line, a keep-alive comment every 25 s, and nothing after the connection closes', () => {
    const bus = createChangeBus();
    const { sink, written, close } = fakeSink();
    openChangeStream(sink, bus);
    const change = { kind: 'event', id: 'e1', action: 'saved', byName: 'Ada\nEditor', at: '2026-03-02T09:00:00.000Z' } as const;
    bus.publish(change);
    vi.advanceTimersByTime(25_000);
    expect(written).toEqual([': connected\n\n', expect.stringMatching(/^id: [\w-]+\ndata: /), ': keep-alive\n\n']);
    expect(written[1]!.endsWith(`\ndata: ${JSON.stringify(change)}\n\n`)).toBe(true);
    // A line break in a value stays escaped inside the one data line (after the id line).
    expect(written[1]!.split('\n')).toHaveLength(4);
    close();
    bus.publish(change);
    vi.advanceTimersByTime(60_000);
    expect(written).toHaveLength(3);
  });

  it('does not listen for a connection that closed before the stream opened', () => {
    const bus = createChangeBus();
    const subscribe = vi.spyOn(bus, 'subscribe');
    const { sink, written } = fakeSink();
    openChangeStream(Object.assign(sink, { destroyed: true }), bus)();
    expect(subscribe).not.toHaveBeenCalled();
    vi.advanceTimersByTime(60_000);
    expect(written).toEqual([]);
  });

  it('ends the response when the service ends the stream', () => {
    const bus = createChangeBus();
    const { sink, written } = fakeSink();
    const end = openChangeStream(sink, bus, 1000);
    end();
    expect(sink.ended).toBe(true);
    bus.publish({ kind: 'post', id: 'p', action: 'saved', byName: '', at: '' });
    vi.advanceTimersByTime(5000);
    expect(written).toEqual([': connected\n\n']);
  });
});
