import { randomUUID } from 'node:crypto';
import { eq, lt, sql } from 'drizzle-orm';
import { DataError } from '@sla/contract';
import { TOO_MANY_STREAMS } from '@sla/contract/serviceMessages';
import type { RoleChangeBus } from '../account/live/roleChangeBus.js';
import type { Db } from '../db/database.js';
import { liveStreams } from '../db/schema.js';
import { createLocalHub, type EventHub } from '../live/eventHub.js';

/** Live pages one person may hold open at once, on all instances together: a few tabs, not a script opening hundreds. */
export const STREAMS_PER_PERSON = 5;
/** A stream's row in live_streams lasts this long unless its instance renews it: those of an instance that died expire. */
export const STREAM_LEASE_MS = 90_000;
/** How often an instance renews the rows of the streams it holds. */
export const RENEW_STREAMS_EVERY_MS = 30_000;
/** The hub's channel that ends a person's streams on every instance (suspension, deleted account). */
export const END_STREAMS_CHANNEL = 'streams.end';

/** Something that says when its connection has closed: the response a stream writes to. */
export interface Closes {
  once(event: 'close', listener: () => void): unknown;
  readonly destroyed?: boolean;
}

/** Where open streams are counted: in this process, or in live_streams for every instance on one database. */
export interface StreamLedger {
  /** Counts stream `id` for `uid`, or refuses (429) when they already hold STREAMS_PER_PERSON. */
  take(uid: string, id: string): Promise<void>;
  release(id: string): Promise<void>;
  /** How many streams `uid` holds, everywhere this ledger counts. */
  count(uid: string): Promise<number>;
  /** Stops renewing and forgets this instance's streams (the service stopping). */
  stop(): Promise<void>;
}

const tooMany = () => new DataError('rate_limited', TOO_MANY_STREAMS, {}, { retryAfterSeconds: 30 });

/** One instance alone: its own count. */
export function createLocalLedger(): StreamLedger {
  const byPerson = new Map<string, Set<string>>();
  const owner = new Map<string, string>();
  return {
    async take(uid, id) {
      const held = byPerson.get(uid) ?? new Set();
      if (held.size >= STREAMS_PER_PERSON) throw tooMany();
      held.add(id);
      byPerson.set(uid, held);
      owner.set(id, uid);
    },
    async release(id) {
      const uid = owner.get(id);
      if (uid === undefined) return;
      owner.delete(id);
      const held = byPerson.get(uid);
      held?.delete(id);
      if (held && !held.size) byPerson.delete(uid);
    },
    count: async (uid) => byPerson.get(uid)?.size ?? 0,
    stop: async () => {},
  };
}

/**
 * Every instance on one database: a row per open stream in live_streams, taken under a lock on the person (so two
 * instances cannot both give the fifth place), removed when the stream closes and renewed every
 * RENEW_STREAMS_EVERY_MS while this instance runs; the rows of an instance that stopped without removing them expire
 * after STREAM_LEASE_MS (and sweepLive deletes them). Times are the database's, the same for every instance.
 */
export function createTableLedger(db: Db, instance: string, renewEveryMs = RENEW_STREAMS_EVERY_MS): StreamLedger {
  const lease = sql`now() + ${`${STREAM_LEASE_MS} milliseconds`}::interval`;
  const renew = setInterval(() => {
    db.update(liveStreams)
      .set({ expiresAt: lease })
      .where(eq(liveStreams.instance, instance))
      .catch((error: Error) => console.error('[live] could not renew the open streams', error));
  }, renewEveryMs);
  renew.unref();
  const releasing = new Set<Promise<void>>();
  const count = async (tx: Db, uid: string) => {
    const result = (await tx.execute(
      sql`SELECT count(*) AS n FROM live_streams WHERE uid = ${uid} AND expires_at > now()`,
    )) as unknown as { rows: { n: string | number }[] };
    return Number(result.rows[0]!.n);
  };
  return {
    async take(uid, id) {
      await db.transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`live_streams:${uid}`}))`);
        if ((await count(tx, uid)) >= STREAMS_PER_PERSON) throw tooMany();
        await tx.insert(liveStreams).values({ id, uid, instance, expiresAt: lease });
      });
    },
    async release(id) {
      const removal = db
        .delete(liveStreams)
        .where(eq(liveStreams.id, id))
        .then(() => undefined);
      releasing.add(removal);
      try {
        await removal;
      } finally {
        releasing.delete(removal);
      }
    },
    count: (uid) => count(db, uid),
    async stop() {
      clearInterval(renew);
      // The streams the service just ended are being released: before the pool closes.
      await Promise.allSettled([...releasing]);
      await db.delete(liveStreams).where(eq(liveStreams.instance, instance));
    },
  };
}

/** Deletes the rows of streams whose instance stopped renewing them. */
export async function sweepExpiredStreams(db: Db): Promise<number> {
  const removed = await db
    .delete(liveStreams)
    .where(lt(liveStreams.expiresAt, sql`now()`))
    .returning({ id: liveStreams.id });
  return removed.length;
}

/**
 * Every open server-sent event stream, by person. A stream's permission is checked when it opens, so one that outlives
 * a change of that person's standing must be ended: a role change ends every stream they hold (once the role stream
 * has written the new role), and so does a suspension or the account's deletion (endAll), on whichever instance the
 * streams are. The browser opens them again, and the service checks them again then.
 */
export interface PersonStreams {
  /**
   * Opens one of `uid`'s streams with `start` (which writes the answer and returns what ends it); refuses with 429 and
   * nothing written when they already hold STREAMS_PER_PERSON (on every instance together). Returns what ends the stream.
   */
  open(uid: string, connection: Closes, start: () => () => void): Promise<() => void>;
  /** Ends every stream `uid` holds, on every instance. */
  endAll(uid: string): void;
  /** Ends every stream open on this instance (the service is stopping: browsers reconnect to another instance). */
  endEvery(): void;
  /** How many streams `uid` holds on this instance. */
  count(uid: string): number;
  /** How many streams `uid` holds on every instance. */
  countEverywhere(uid: string): Promise<number>;
  /** Forgets this instance's streams in the shared count (the service stopping, once they are ended). */
  stop(): Promise<void>;
}

export function createPersonStreams(
  roleChanges: RoleChangeBus,
  options: { hub?: EventHub; ledger?: StreamLedger } = {},
): PersonStreams {
  const hub = options.hub ?? createLocalHub();
  const ledger = options.ledger ?? createLocalLedger();
  const byPerson = new Map<string, Set<() => void>>();
  const endHere = (uid: string) => {
    for (const end of [...(byPerson.get(uid) ?? [])]) end();
  };
  hub.subscribe(END_STREAMS_CHANNEL, (event) => endHere((event.data as { uid: string }).uid));
  // Events may have been missed for good: every stream here ends, so browsers reconnect and reload what they show.
  hub.onGap(() => {
    for (const uid of [...byPerson.keys()]) endHere(uid);
  });
  return {
    async open(uid, connection, start) {
      const id = randomUUID();
      await ledger.take(uid, id);
      const release = () =>
        void ledger.release(id).catch((error: Error) => console.error('[live] a stream stayed counted', error));
      let endStream: () => void;
      try {
        endStream = start();
      } catch (error) {
        release();
        throw error;
      }
      // After every listener has heard the change (the role stream writes the new role), whichever subscribed first.
      const stopListening = roleChanges.subscribe(uid, () => queueMicrotask(() => endHere(uid)));
      const held = byPerson.get(uid) ?? new Set();
      let open = true;
      const forget = () => {
        if (!open) return;
        open = false;
        stopListening();
        held.delete(end);
        if (!held.size && byPerson.get(uid) === held) byPerson.delete(uid);
        release();
      };
      const end = () => {
        forget();
        endStream();
      };
      held.add(end);
      byPerson.set(uid, held);
      // The caller left while the place was being taken: its 'close' has been emitted already.
      if (connection.destroyed) forget();
      else connection.once('close', forget);
      return end;
    },
    endAll(uid) {
      hub.publish(END_STREAMS_CHANNEL, { uid });
    },
    endEvery() {
      for (const uid of [...byPerson.keys()]) endHere(uid);
    },
    count: (uid) => byPerson.get(uid)?.size ?? 0,
    countEverywhere: (uid) => ledger.count(uid),
    stop: () => ledger.stop(),
  };
}
