// The event hub: in the process, and across instances through PostgreSQL (LISTEN/NOTIFY on a connection of its own),
// where a big event goes by its id, a dropped listener connects again and catches up, and nobody hears an event twice.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/database.js';
import { openDatabase } from '../db/open.js';
import { scratchPostgres } from '../testing/backends.js';
import { createLocalHub, type EventHub, type LiveEvent } from './eventHub.js';
import { createPostgresHub, listenerName, NOTIFY_LIMIT_BYTES, type ListenerState } from './postgresHub.js';

describe('createLocalHub', () => {
  it('tells the channel’s listeners at once, each event with an id of its own, until they stop listening', () => {
    const hub = createLocalHub();
    const heard: LiveEvent[] = [];
    const other = vi.fn();
    const stop = hub.subscribe('content', (event) => heard.push(event));
    hub.subscribe('role', other);
    const first = hub.publish('content', { n: 1 });
    const second = hub.publish('content', { n: 2 });
    stop();
    hub.publish('content', { n: 3 });
    expect(heard).toEqual([
      { id: first, channel: 'content', data: { n: 1 } },
      { id: second, channel: 'content', data: { n: 2 } },
    ]);
    expect(first).not.toBe(second);
    expect(other).not.toHaveBeenCalled();
  });

  it('keeps telling the others when one listener throws', () => {
    const hub = createLocalHub();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const after = vi.fn();
    hub.subscribe('content', () => {
      throw new Error('closed');
    });
    hub.subscribe('content', after);
    hub.publish('content', {});
    expect(after).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});

const postgresUrl = process.env.TEST_DATABASE_URL || null;
const TITLE = 'the event hub across instances on one PostgreSQL';

/** Everything a hub's subscribers heard on a channel, and its listener's states. */
function record(hub: EventHub, channel = 'test') {
  const heard: LiveEvent[] = [];
  hub.subscribe(channel, (event) => heard.push(event));
  return heard;
}

(postgresUrl ? describe : describe.skip)(postgresUrl ? TITLE : `${TITLE} skipped: set TEST_DATABASE_URL to run it`, () => {
  let scratch: Awaited<ReturnType<typeof scratchPostgres>>;
  let database: Database;
  const hubs: EventHub[] = [];
  const states: ListenerState[] = [];
  let a: EventHub;
  let b: EventHub;

  beforeAll(async () => {
    scratch = await scratchPostgres(postgresUrl!, 'sla_hub');
    database = await openDatabase({ kind: 'postgres', url: scratch.url });
    a = await createPostgresHub({ url: scratch.url, db: database.db, instance: 'instance-a' });
    b = await createPostgresHub({
      url: scratch.url,
      db: database.db,
      instance: 'instance-b',
      firstRetryMs: 300,
      onState: (state) => states.push(state),
    });
    hubs.push(a, b);
  });

  afterAll(async () => {
    for (const hub of hubs) await hub.close();
    await database?.close();
    await scratch?.drop();
  });

  it('tells the other instance’s subscribers once and its own at once, with the same id', async () => {
    const onA = record(a, 'plain');
    const onB = record(b, 'plain');
    const id = a.publish('plain', { said: 'hello' });
    // Its own subscribers: during publish.
    expect(onA).toEqual([{ id, channel: 'plain', data: { said: 'hello' } }]);
    await vi.waitFor(() => expect(onB).toEqual([{ id, channel: 'plain', data: { said: 'hello' } }]), { timeout: 5000 });
    // Its own NOTIFY comes back to it too, and is not delivered again.
    const marker = b.publish('plain', { said: 'after' });
    await vi.waitFor(() => expect(onA.map((event) => event.id)).toEqual([id, marker]), { timeout: 5000 });
    expect(onB.map((event) => event.id)).toEqual([id, marker]);
  });

  it('sends an event too big for NOTIFY by its id, and the other instance reads it whole', async () => {
    const onB = record(b, 'big');
    const body = 'é'.repeat(NOTIFY_LIMIT_BYTES);
    const id = a.publish('big', { body });
    await vi.waitFor(() => expect(onB).toHaveLength(1), { timeout: 5000 });
    expect(onB[0]).toEqual({ id, channel: 'big', data: { body } });
    const stored = await database.db.execute(sql`SELECT channel FROM live_events WHERE id = ${id}`);
    expect((stored as unknown as { rows: unknown[] }).rows).toEqual([{ channel: 'big' }]);
  });

  it('connects again after its connection is dropped, LISTENs again, and catches up: nothing lost, nothing twice', async () => {
    const onB = record(b, 'drop');
    const before = a.publish('drop', { n: 1 });
    await vi.waitFor(() => expect(onB.map((event) => event.id)).toEqual([before]), { timeout: 5000 });
    states.length = 0;
    // The listener's connection is killed, as a failover or a network cut would.
    const killed = await database.db.execute(
      sql`SELECT pg_terminate_backend(pid) AS killed FROM pg_stat_activity WHERE application_name = ${listenerName('instance-b')}`,
    );
    expect((killed as unknown as { rows: { killed: boolean }[] }).rows).toEqual([{ killed: true }]);
    await vi.waitFor(() => expect(states).toContain('reconnecting'), { timeout: 5000 });
    // Published while nobody on B listens: its NOTIFY reaches no one there.
    const meanwhile = [a.publish('drop', { n: 2 }), a.publish('drop', { n: 3 })];
    await vi.waitFor(() => expect(states).toEqual(['reconnecting', 'listening']), { timeout: 10_000 });
    const after = a.publish('drop', { n: 4 });
    await vi.waitFor(() => expect(onB.map((event) => event.id)).toContain(after), { timeout: 5000 });
    // The catch-up comes before what is notified after it, and the first event (also in the catch-up) is not repeated.
    expect(onB.map((event) => event.id)).toEqual([before, ...meanwhile, after]);
    expect(onB.map((event) => (event.data as { n: number }).n)).toEqual([1, 2, 3, 4]);
  });

  it('is heard by a third instance that starts later, without old events', async () => {
    const c = await createPostgresHub({ url: scratch.url, db: database.db, instance: 'instance-c' });
    hubs.push(c);
    const onC = record(c, 'late');
    const id = b.publish('late', {});
    await vi.waitFor(() => expect(onC.map((event) => event.id)).toEqual([id]), { timeout: 5000 });
  });
});
