import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { users } from '../db/schema.js';

/** The applicant as a referee reads about them: their name (else their address), address and language. */
export async function applicantOf(
  db: Db,
  uid: string,
): Promise<{ name: string; email: string | null; locale: 'en' | 'fr' | null }> {
  const [row] = await db
    .select({ displayName: users.displayName, email: users.email, locale: users.locale })
    .from(users)
    .where(eq(users.uid, uid))
    .limit(1);
  const name = row?.displayName?.trim() || row?.email || 'An applicant';
  return { name, email: row?.email ?? null, locale: row?.locale ?? null };
}
