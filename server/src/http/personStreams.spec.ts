// Live streams are allowed when they open; these check they do not outlive the person's standing: a role change or a
// suspension ends them within 5 s (the browser opens them again and is checked again), and nobody holds more than a few.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TOO_MANY_STREAMS } from '@sla/contract/serviceMessages';
import type { Role } from '@sla/permissions';
import { createRoleChangeBus } from '../account/live/roleChangeBus.js';
import { openRoleStream } from '../account/live/openRoleStream.js';
import { describeOnEachBackend } from '../testing/backends.js';
import { fakeSink, listen, readUntil } from '../testing/eventStreams.js';
import { useTestService } from '../testing/useTestService.js';
import { createPersonStreams, STREAMS_PER_PERSON } from './personStreams.js';

const ADMIN = 'admin-1';
const EDITOR = 'editor-1';

/** Reads until the stream ends; how long that took. */
async function endsWithin(reader: ReadableStreamDefaultReader<Uint8Array>, ms: number): Promise<number> {
  const started = Date.now();
  for (;;) {
    const next = await Promise.race([
      reader.read(),
      new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), ms - (Date.now() - started))),
    ]);
    if (next === 'late') throw new Error(`the stream was still open after ${ms} ms`);
    if (next.done) return Date.now() - started;
  }
}

describeOnEachBackend('live streams and the person holding them', (backend) => {
  const service = useTestService(backend);
  let base = '';
  const controllers: AbortController[] = [];
  beforeEach(async () => {
    await service.addUser(ADMIN, 'admin', { displayName: 'Ada Admin' });
    await service.addUser(EDITOR, 'content_editor', { displayName: 'Edo Editor' });
    if (!base) base = await listen(service);
  });
  afterEach(() => {
    for (const controller of controllers.splice(0)) controller.abort();
  });

  const open = async (path: string, uid: string) => {
    const controller = new AbortController();
    controllers.push(controller);
    const response = await fetch(`${base}${path}`, { headers: service.as(uid), signal: controller.signal });
    return { response, controller, reader: response.ok ? response.body!.getReader() : null };
  };
  const openListening = async (path: string, uid: string) => {
    const stream = await open(path, uid);
    expect(stream.response.status).toBe(200);
    await readUntil(stream.reader!, (text) => text.includes(': connected'));
    return stream;
  };
  const setRole = (uid: string, role: Role) =>
    service.request({ method: 'POST', url: `/api/users/${uid}/role`, headers: service.as(ADMIN), payload: { role } });

  it('ends an editor’s content stream and own stream when the editor is demoted; the content stream is then refused', async () => {
    const content = await openListening('/content/live', EDITOR);
    const own = await openListening('/users/me/live', EDITOR);
    expect((await setRole(EDITOR, 'staff')).statusCode).toBe(200);
    expect(await endsWithin(content.reader!, 5000)).toBeLessThan(5000);
    // The own stream says the new role before it ends, so the browser refreshes its token and opens it again.
    const said = await readUntil(own.reader!, (text) => text.includes('event: role'));
    expect(said).toContain('data: {"role":"staff"}');
    expect(await endsWithin(own.reader!, 5000)).toBeLessThan(5000);
    expect(service.ctx.streams.count(EDITOR)).toBe(0);
    expect((await open('/content/live', EDITOR)).response.status).toBe(403);
  });

  it('ends a suspended person’s streams, and refuses them again', async () => {
    const content = await openListening('/content/live', EDITOR);
    const own = await openListening('/users/me/live', EDITOR);
    const suspended = await service.request({
      method: 'POST',
      url: `/api/admin/people/${EDITOR}/suspension`,
      headers: service.as(ADMIN),
      payload: { reason: 'Shared their account' },
    });
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(await endsWithin(content.reader!, 5000)).toBeLessThan(5000);
    expect(await endsWithin(own.reader!, 5000)).toBeLessThan(5000);
    expect((await open('/users/me/live', EDITOR)).response.status).toBe(403);
  });

  it(`holds at most ${STREAMS_PER_PERSON} streams a person, refusing the next in words (429), and frees a place when one closes`, async () => {
    const held = [];
    for (let i = 0; i < STREAMS_PER_PERSON; i++)
      held.push(await openListening(i % 2 ? '/users/me/live' : '/content/live', EDITOR));
    const refused = await open('/content/live', EDITOR);
    expect(refused.response.status).toBe(429);
    expect(refused.response.headers.get('retry-after')).toBeTruthy();
    expect(((await refused.response.json()) as { error: { message: string } }).error.message).toBe(TOO_MANY_STREAMS);
    // Someone else is counted apart.
    await openListening('/users/me/live', ADMIN);
    held[0]!.controller.abort();
    await expect.poll(() => service.ctx.streams.count(EDITOR)).toBe(STREAMS_PER_PERSON - 1);
    await openListening('/content/live', EDITOR);
  });
});

describe('createPersonStreams', () => {
  it('lets the role stream write the new role before it ends every stream of that person, in whatever order they opened', async () => {
    const bus = createRoleChangeBus();
    const streams = createPersonStreams(bus);
    const other = fakeSink();
    const role = fakeSink();
    // The other stream first: its ending must still wait for the role stream's write.
    await streams.open('u', other.sink, () => () => other.sink.end());
    await streams.open('u', role.sink, () => openRoleStream(role.sink, bus, 'u'));
    bus.publish('u', 'alumni');
    expect(role.written.at(-1)).toMatch(/^id: [\w-]+\nevent: role\ndata: \{"role":"alumni"\}\n\n$/);
    await Promise.resolve();
    expect([other.sink.ended, role.sink.ended]).toEqual([true, true]);
    expect(streams.count('u')).toBe(0);
  });
});
