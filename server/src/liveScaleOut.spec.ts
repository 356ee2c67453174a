// Live updates with several instances on one PostgreSQL (decision 0032): a browser connected to one instance hears a
// content change, a role change, a suspension or a new message made through another within 5 s, and the limits (streams per person,
// rate limits) count across instances. Two real service processes, as scaleOut.spec.ts runs them.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TOO_MANY_STREAMS } from '@sla/contract/serviceMessages';
import { addAlumniProfile } from './alumni/testing/fixtures.js';
import { openDatabase } from './db/open.js';
import { STREAMS_PER_PERSON } from './http/personStreams.js';
import { MESSAGES_PER_IP } from './rateLimit/rules.js';
import { scratchPostgres } from './testing/backends.js';
import { freePort, spawnService } from './testing/spawnService.js';
import { startTestService, TEST_PROJECT, type TestService } from './testing/testService.js';
import { emulatorToken } from './testing/tokens.js';

const postgresUrl = process.env.TEST_DATABASE_URL || null;
const TITLE = 'live updates across two service instances on one PostgreSQL';
const WITHIN_MS = 5000;

const as = (uid: string) => ({ authorization: `Bearer ${emulatorToken(TEST_PROJECT, { uid, email: `${uid}@example.org` })}` });

/** Reads `reader` until `done` says so; throws if `ms` pass first or the stream ends. */
async function readUntil(reader: ReadableStreamDefaultReader<Uint8Array>, done: (text: string) => boolean, ms = WITHIN_MS) {
  const decoder = new TextDecoder();
  const deadline = Date.now() + ms;
  let text = '';
  while (!done(text)) {
    const left = deadline - Date.now();
    const next = await Promise.race([
      reader.read(),
      new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), Math.max(0, left))),
    ]);
    if (next === 'late') throw new Error(`not within ${ms} ms; the stream said:\n${text}`);
    if (next.done) throw new Error(`the stream ended; it said:\n${text}`);
    text += decoder.decode(next.value, { stream: true });
  }
  return text;
}

/** Reads until the stream ends; throws if it is still open after `ms`. */
async function endsWithin(reader: ReadableStreamDefaultReader<Uint8Array>, ms = WITHIN_MS) {
  const deadline = Date.now() + ms;
  for (;;) {
    const next = await Promise.race([
      reader.read(),
      new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), Math.max(0, deadline - Date.now()))),
    ]);
    if (next === 'late') throw new Error(`the stream was still open after ${ms} ms`);
    if (next.done) return;
  }
}

(postgresUrl ? describe : describe.skip)(postgresUrl ? TITLE : `${TITLE} skipped: set TEST_DATABASE_URL to run it`, () => {
  let scratch: Awaited<ReturnType<typeof scratchPostgres>>;
  let fixtures: TestService;
  const instances: { port: number; service: ReturnType<typeof spawnService> }[] = [];
  const controllers: AbortController[] = [];
  /** Delays measured from asking for the change on one instance to the event (or the stream's end) on the other. */
  const delays: Record<string, number> = {};

  beforeAll(async () => {
    scratch = await scratchPostgres(postgresUrl!, 'sla_live');
    fixtures = await startTestService({ open: () => openDatabase({ kind: 'postgres', url: scratch.url }) });
    for (let i = 0; i < 2; i++) {
      const port = await freePort();
      instances.push({ port, service: spawnService({ API_PORT: String(port), DATABASE_URL: scratch.url }) });
    }
    await Promise.all(instances.map(({ port, service }) => service.ready(port, 90_000)));
  }, 180_000);

  afterEach(() => {
    for (const controller of controllers.splice(0)) controller.abort();
  });

  afterAll(async () => {
    console.info('[live across instances] delays (ms):', delays);
    for (const { service } of instances) service.child.kill('SIGTERM');
    await Promise.all(instances.map(({ service }) => service.exited));
    await fixtures?.close();
    await scratch?.drop();
  });

  const url = (instance: number, path: string) => `http://127.0.0.1:${instances[instance]!.port}/api${path}`;
  const open = async (instance: number, path: string, uid: string) => {
    const controller = new AbortController();
    controllers.push(controller);
    const response = await fetch(url(instance, path), { headers: as(uid), signal: controller.signal });
    return { response, controller, reader: response.ok ? response.body!.getReader() : null };
  };
  const listening = async (instance: number, path: string, uid: string) => {
    const stream = await open(instance, path, uid);
    expect(stream.response.status).toBe(200);
    await readUntil(stream.reader!, (text) => text.includes(': connected'));
    return stream;
  };
  const post = (instance: number, path: string, uid: string, body: unknown) =>
    fetch(url(instance, path), {
      method: 'POST',
      headers: { ...as(uid), 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('tells an editor on instance B of a content change made on instance A within 5 s', async () => {
    await fixtures.addUser('editor-b', 'content_editor');
    await fixtures.addUser('admin-a', 'admin', { displayName: 'Ada Admin' });
    const stream = await listening(1, '/content/live', 'editor-b');
    const asked = Date.now();
    const created = await post(0, '/content/categories', 'admin-a', { name: 'Across instances' });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const text = await readUntil(stream.reader!, (said) => said.includes(id));
    delays.content = Date.now() - asked;
    expect(text).toMatch(
      new RegExp(`id: [\\w-]+\\ndata: \\{"kind":"category","id":"${id}","action":"created","byName":"Ada Admin"`),
    );
  });

  it('tells a person on instance B of their role change made on instance A, then ends their streams there', async () => {
    await fixtures.addUser('promoted', 'content_editor');
    await fixtures.addUser('admin-role', 'admin');
    const own = await listening(1, '/users/me/live', 'promoted');
    const asked = Date.now();
    const changed = await post(0, '/users/promoted/role', 'admin-role', { role: 'staff' });
    expect(changed.status).toBe(200);
    const text = await readUntil(own.reader!, (said) => said.includes('event: role'));
    delays.role = Date.now() - asked;
    expect(text).toContain('event: role\ndata: {"role":"staff"}');
    await endsWithin(own.reader!);
  });

  it('ends a person’s streams on instance B when an admin suspends them on instance A', async () => {
    await fixtures.addUser('suspended', 'content_editor');
    await fixtures.addUser('admin-suspends', 'admin');
    const content = await listening(1, '/content/live', 'suspended');
    const own = await listening(0, '/users/me/live', 'suspended');
    const asked = Date.now();
    const suspended = await post(0, '/admin/people/suspended/suspension', 'admin-suspends', { reason: 'Shared an account' });
    expect(suspended.status).toBe(200);
    await endsWithin(content.reader!);
    delays.suspension = Date.now() - asked;
    await endsWithin(own.reader!);
  });

  it('tells the recipient on instance B of a message sent on instance A, and the sender nothing', async () => {
    await addAlumniProfile(fixtures, 'amara-b', { openToMessages: true });
    await addAlumniProfile(fixtures, 'kofi-a', { openToMessages: true });
    const recipient = await listening(1, '/users/me/live', 'amara-b');
    const sender = await listening(0, '/users/me/live', 'kofi-a');
    const asked = Date.now();
    const sent = await post(0, '/alumni/people/amara-b/messages', 'kofi-a', { body: 'Hello from the other instance' });
    expect(sent.status).toBe(201);
    const { conversationId } = (await sent.json()) as { conversationId: string };
    const text = await readUntil(recipient.reader!, (said) => said.includes(conversationId));
    delays.message = Date.now() - asked;
    expect(text).toMatch(
      new RegExp(`id: [\\w-]+\\nevent: message\\ndata: \\{"message":\\{"kind":"alumni","threadId":"${conversationId}"\\}\\}`),
    );
    // The answer goes the other way. Everything the sender's stream says is kept: the first message was never theirs
    // to hear, so once the answer arrives they have heard exactly one message.
    let senderHeard = '';
    const decoder = new TextDecoder();
    void (async () => {
      for (let next; !(next = await sender.reader!.read().catch(() => ({ done: true as const }))).done;)
        senderHeard += decoder.decode(next.value, { stream: true });
    })();
    expect((await post(1, `/alumni/conversations/${conversationId}/messages`, 'amara-b', { body: 'Hello back' })).status).toBe(
      201,
    );
    await expect.poll(() => senderHeard, { timeout: WITHIN_MS }).toContain('event: message');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(senderHeard.match(/event: message/g)).toHaveLength(1);
  });

  it(`holds ${STREAMS_PER_PERSON} streams a person across both instances, refusing the next on either (429), and frees a place when one closes`, async () => {
    await fixtures.addUser('many-tabs', 'content_editor');
    const held = [];
    for (let i = 0; i < STREAMS_PER_PERSON; i++)
      held.push(await listening(i % 2, i % 3 ? '/content/live' : '/users/me/live', 'many-tabs'));
    for (const instance of [0, 1]) {
      const refused = await open(instance, '/content/live', 'many-tabs');
      expect(refused.response.status).toBe(429);
      expect(refused.response.headers.get('retry-after')).toBeTruthy();
      expect(((await refused.response.json()) as { error: { message: string } }).error.message).toBe(TOO_MANY_STREAMS);
    }
    // Closed on A: a place is free on B, once A has seen the browser leave.
    held[0]!.controller.abort();
    const deadline = Date.now() + WITHIN_MS;
    for (;;) {
      const again = await open(1, '/content/live', 'many-tabs');
      if (again.response.status === 200) break;
      expect(again.response.status).toBe(429);
      if (Date.now() > deadline) throw new Error('no place was freed on B within 5 s of a stream closing on A');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });

  it(`counts a rate limit of ${MESSAGES_PER_IP.limit} as ${MESSAGES_PER_IP.limit} across both instances`, async () => {
    const send = (instance: number) =>
      fetch(url(instance, '/public/messages'), {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.99' },
        body: JSON.stringify({ kind: 'contact', name: 'Ngozi', email: 'ngozi@example.org', message: 'Hello from one address.' }),
      });
    for (let i = 0; i < MESSAGES_PER_IP.limit; i++) expect((await send(i % 2)).status).toBe(202);
    expect((await send(0)).status).toBe(429);
    expect((await send(1)).status).toBe(429);
  });
});
