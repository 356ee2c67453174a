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

/** One prepared query per database (or transaction): built once, and on PostgreSQL planned once per connection. */
const prepared = new WeakMap<Db, ReturnType<typeof byUid>>();

export async function findProfile(db: Db, uid: string): Promise<UserRow | null> {
  let query = prepared.get(db);
  if (!query) prepared.set(db, (query = byUid(db)));
  const [row] = await query.execute({ uid });
  return row ?? null;
}
