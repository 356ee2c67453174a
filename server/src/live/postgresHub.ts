import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { createDelivery, type EventHub } from './eventHub.js';

/** The one PostgreSQL channel every instance listens on; the event's own channel is in its payload. */
export const NOTIFY_CHANNEL = 'sla_live';
/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more: an event bigger than this goes by its id. */
export const NOTIFY_LIMIT_BYTES = 7900;
/** How long stored events stay (sweepLiveEvents): what a listener that was away for less can still catch up on. */
export const KEEP_EVENTS_MS = 60 * 60_000;
/** An event stored this long before the last point known to be heard may still have been missed (commit order). */
const REPLAY_MARGIN_MS = 30_000;
/** Ids of events heard are remembered this long, so a catch-up never delivers one twice. */
const REMEMBER_MS = 10 * 60_000;

export type ListenerState = 'listening' | 'reconnecting';

export interface PostgresHubOptions {
  /** The database's connection string: the listener has a connection of its own, outside the pool. */
  url: string;
  /** Where events are stored and notified (the pool). */
  db: Db;
  instance?: string;
  /** The first pause before connecting the listener again, doubling up to maxRetryMs. */
  firstRetryMs?: number;
  maxRetryMs?: number;
  /** How often the listener connection is checked (and the point known to be heard moves on). */
  heartbeatMs?: number;
  onState?: (state: ListenerState) => void;
}

/** The listener connection's application_name in pg_stat_activity. */
export const listenerName = (instance: string) => `sla_live ${instance}`.slice(0, 63);

interface Notified {
  id: string;
  /** The event's channel. */
  c: string;
  /** The instance that published it. */
  o: string;
  /** Its data; absent when it was too big to notify (read it from live_events). */
  d?: unknown;
}

interface StoredEvent {
  id: string;
  channel: string;
  origin: string;
  data: unknown;
}

/**
 * Live events across instances through PostgreSQL: each event is stored in live_events and NOTIFY'd on one channel
 * (its data inline, or only its id when bigger than NOTIFY_LIMIT_BYTES). Each instance LISTENs on one dedicated
 * connection, which reconnects with a growing pause when dropped and then catches up from live_events on what was
 * published meanwhile, skipping what it already heard (by id). The publishing instance's own subscribers hear the
 * event at once, during publish, and its NOTIFY is skipped when it comes back (by instance).
 */
export async function createPostgresHub(options: PostgresHubOptions): Promise<EventHub> {
  const instance = options.instance ?? randomUUID();
  const firstRetryMs = options.firstRetryMs ?? 500;
  const maxRetryMs = options.maxRetryMs ?? 10_000;
  const heartbeatMs = options.heartbeatMs ?? 15_000;
  const delivery = createDelivery();
  const heard = new Map<string, number>();
  let client: pg.Client | null = null;
  let closing = false;
  let retryMs = firstRetryMs;
  let retryTimer: NodeJS.Timeout | null = null;
  let heartbeat: NodeJS.Timeout | null = null;
  /** The database's time up to which (less REPLAY_MARGIN_MS) every event was heard. */
  let heardUpTo: Date | null = null;
  /** Notifications are handled one after another (a pointer is read first), in the order they came. */
  let handling: Promise<void> = Promise.resolve();
  /** Publishes are stored one after another, so this instance's events reach the others in its order. */
  let publishing: Promise<void> = Promise.resolve();

  const deliverOnce = (event: StoredEvent) => {
    if (event.origin === instance || heard.has(event.id)) return;
    heard.set(event.id, Date.now());
    delivery.deliver({ id: event.id, channel: event.channel, data: event.data });
  };

  const readStored = async (connection: pg.Client, id: string): Promise<StoredEvent | null> => {
    const result = await connection.query<StoredEvent>('SELECT id, channel, origin, data FROM live_events WHERE id = $1', [id]);
    return result.rows[0] ?? null;
  };

  const onNotification = (connection: pg.Client, payload: string | undefined) => {
    if (!payload) return;
    handling = handling.then(async () => {
      try {
        const notified = JSON.parse(payload) as Notified;
        if (notified.o === instance || heard.has(notified.id)) return;
        const event =
          'd' in notified
            ? { id: notified.id, channel: notified.c, origin: notified.o, data: notified.d }
            : await readStored(connection, notified.id);
        if (event) deliverOnce(event);
      } catch (error) {
        console.error('[live] a notification could not be read', error);
      }
    });
  };

  const dropped = (connection: pg.Client, error?: Error) => {
    if (client !== connection) return;
    client = null;
    if (heartbeat) clearInterval(heartbeat);
    heartbeat = null;
    connection.removeAllListeners('notification');
    connection.end().catch(() => {});
    if (closing) return;
    if (error) console.warn(`[live] the listener connection dropped; connecting again: ${error.message}`);
    options.onState?.('reconnecting');
    scheduleConnect();
  };

  const scheduleConnect = () => {
    if (closing || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      connect().catch((error: Error) => {
        console.warn(`[live] could not connect the listener; trying again in ${retryMs} ms: ${error.message}`);
        retryMs = Math.min(maxRetryMs, retryMs * 2);
        scheduleConnect();
      });
    }, retryMs);
  };

  const connect = async () => {
    const connection = new pg.Client({
      connectionString: options.url,
      keepAlive: true,
      // Named, so an operator (or a test) can tell it apart from the pool's connections.
      application_name: listenerName(instance),
    });
    connection.on('error', (error) => dropped(connection, error));
    connection.on('end', () => dropped(connection, new Error('connection ended')));
    try {
      await connection.connect();
      // Held back until the catch-up is done, so older events come first.
      let held: string[] | null = [];
      connection.on('notification', (message) => {
        if (message.channel !== NOTIFY_CHANNEL) return;
        if (held) held.push(message.payload ?? '');
        else onNotification(connection, message.payload);
      });
      await connection.query(`LISTEN ${NOTIFY_CHANNEL}`);
      const now = (await connection.query<{ now: Date }>('SELECT now() AS now')).rows[0]!.now;
      if (heardUpTo) {
        if (now.getTime() - heardUpTo.getTime() > KEEP_EVENTS_MS - REPLAY_MARGIN_MS) delivery.gap();
        const since = new Date(heardUpTo.getTime() - REPLAY_MARGIN_MS);
        const missed = await connection.query<StoredEvent>(
          'SELECT id, channel, origin, data FROM live_events WHERE at > $1 AND origin <> $2 ORDER BY seq',
          [since, instance],
        );
        handling = handling.then(() => missed.rows.forEach(deliverOnce));
      }
      for (const payload of held) onNotification(connection, payload);
      held = null;
      if (closing) throw new Error('closing');
      heardUpTo = now;
      client = connection;
      retryMs = firstRetryMs;
      heartbeat = setInterval(() => void beat(connection), heartbeatMs);
      heartbeat.unref();
      options.onState?.('listening');
    } catch (error) {
      connection.removeAllListeners();
      connection.on('error', () => {});
      await connection.end().catch(() => {});
      throw error;
    }
  };

  const beat = async (connection: pg.Client) => {
    try {
      const now = (await connection.query<{ now: Date }>('SELECT now() AS now')).rows[0]!.now;
      // Everything notified before this answer has been handed to `handling`.
      await handling;
      if (client === connection) heardUpTo = now;
      const forgetBefore = Date.now() - REMEMBER_MS;
      for (const [id, at] of heard) if (at < forgetBefore) heard.delete(id);
    } catch (error) {
      dropped(connection, error as Error);
    }
  };

  await connect();

  return {
    instance,
    publish(channel, data) {
      const id = randomUUID();
      delivery.deliver({ id, channel, data });
      const inline = JSON.stringify({ id, c: channel, o: instance, d: data });
      const payload = Buffer.byteLength(inline) <= NOTIFY_LIMIT_BYTES ? inline : JSON.stringify({ id, c: channel, o: instance });
      publishing = publishing.then(async () => {
        try {
          await options.db.execute(sql`
            WITH stored AS (
              INSERT INTO live_events (id, channel, origin, data) VALUES (${id}, ${channel}, ${instance}, ${JSON.stringify(data)}::jsonb)
              RETURNING id
            )
            SELECT pg_notify(${NOTIFY_CHANNEL}, ${payload}) FROM stored`);
        } catch (error) {
          console.error(`[live] an event of ${channel} did not reach the other instances`, error);
        }
      });
      return id;
    },
    subscribe: delivery.subscribe,
    onGap: delivery.onGap,
    async close() {
      closing = true;
      if (retryTimer) clearTimeout(retryTimer);
      if (heartbeat) clearInterval(heartbeat);
      await publishing;
      const connection = client;
      client = null;
      await connection?.end().catch(() => {});
    },
  };
}
