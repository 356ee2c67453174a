import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { users, type UserRow } from '../db/schema.js';

const byUid = (db: Db) =>
  db
    .select()
    .from(users)
    .where(eq(users.uid, sql.placeholder('uid')))
    .limit(1)
    .prepare('find_profile');

const byUids = (db: Db) =>
  db
    .select()
    .from(users)
    .where(sql`${users.uid} = ANY(${sql.placeholder('uids')}::text[])`)
    .prepare('find_profiles');

/** Prepared queries per database (or transaction): built once, and on PostgreSQL planned once per connection. */
const one = new WeakMap<Db, ReturnType<typeof byUid>>();
const many = new WeakMap<Db, (uid: string) => Promise<UserRow | null>>();

export async function findProfile(db: Db, uid: string): Promise<UserRow | null> {
  let query = one.get(db);
  if (!query) one.set(db, (query = byUid(db)));
  const [row] = await query.execute({ uid });
  return row ?? null;
}

/** The real one, kept at load: a test's fake timers must not hold up every signed-in request. */
const nextTurn = setImmediate;

/** At most this many profiles in one query. */
const BATCH = 100;

/**
 * findProfile for the request path: the profiles that requests arriving together ask for (in one turn of the event loop)
 * are read in one query. Under load, many requests wait on the database at once; one query for all of them costs
 * little more than one for each.
 */
export function readProfile(db: Db, uid: string): Promise<UserRow | null> {
  let read = many.get(db);
  if (!read) many.set(db, (read = batchedReader(db)));
  return read(uid);
}

interface Waiting {
  resolve: (row: UserRow | null) => void;
  reject: (error: unknown) => void;
}

function batchedReader(db: Db): (uid: string) => Promise<UserRow | null> {
  const query = byUids(db);
  let waiting = new Map<string, Waiting[]>();
  let scheduled = false;

  async function flush(batch: Map<string, Waiting[]>): Promise<void> {
    const uids = [...batch.keys()];
    for (let start = 0; start < uids.length; start += BATCH) {
      const chunk = uids.slice(start, start + BATCH);
      try {
        const rows = await query.execute({ uids: chunk });
        const found = new Map(rows.map((row) => [row.uid, row]));
        for (const uid of chunk) for (const { resolve } of batch.get(uid)!) resolve(found.get(uid) ?? null);
      } catch (error) {
        for (const uid of chunk) for (const { reject } of batch.get(uid)!) reject(error);
      }
    }
  }

  return (uid) =>
    new Promise((resolve, reject) => {
      const own = waiting.get(uid);
      if (own) own.push({ resolve, reject });
      else waiting.set(uid, [{ resolve, reject }]);
      if (scheduled) return;
      scheduled = true;
      // After this turn's I/O: every request that arrived with this one asks in the same query.
      nextTurn(() => {
        const batch = waiting;
        waiting = new Map();
        scheduled = false;
        void flush(batch);
      });
    });
}
