import { inArray } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { users } from '../db/schema.js';

/** A member of staff as the inbox names them: display name, else e-mail, else uid; never empty. */
export const nameOfUser = (row: { uid: string; displayName: string | null; email: string | null }) =>
  row.displayName?.trim() || row.email || row.uid;

/** The names of the people `uids` name, in one query (a deleted account is left out: shown by its uid). */
export async function staffNames(db: Db, uids: readonly (string | null)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(uids.filter((uid): uid is string => !!uid))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ uid: users.uid, displayName: users.displayName, email: users.email })
    .from(users)
    .where(inArray(users.uid, wanted));
  return new Map(rows.map((row) => [row.uid, nameOfUser(row)]));
}

/** `{ uid, name }` for a uid, or null; a uid without an account keeps the uid as its name. */
export const personOf = (names: Map<string, string>, uid: string | null) => (uid ? { uid, name: names.get(uid) ?? uid } : null);
