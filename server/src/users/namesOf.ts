import { inArray } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { users } from '../db/schema.js';

export interface PersonName {
  name: string;
  email: string | null;
}

/**
 * How staff name people on a page: the display name, else the e-mail, else "Former account" (a uid whose profile is
 * gone). One query for all of `uids`.
 */
export async function namesOf(db: Db, uids: Iterable<string>): Promise<Map<string, PersonName>> {
  const wanted = [...new Set(uids)].filter(Boolean);
  const found = wanted.length
    ? await db
        .select({ uid: users.uid, name: users.displayName, email: users.email })
        .from(users)
        .where(inArray(users.uid, wanted))
    : [];
  const names = new Map<string, PersonName>();
  for (const uid of wanted) names.set(uid, { name: 'Former account', email: null });
  for (const row of found) names.set(row.uid, { name: row.name?.trim() || row.email || 'No name', email: row.email });
  return names;
}
