import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { users, type UserRow } from '../db/schema.js';

export async function findProfile(db: Db, uid: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.uid, uid)).limit(1);
  return row ?? null;
}
