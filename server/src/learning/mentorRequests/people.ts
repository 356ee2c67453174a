import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { users } from '../../db/schema.js';

export const MENTEES_PATH = '/alumni/mentees';

/** Where the one who asked meets their mentor and sees their requests: their own portal's page (decision 0052). */
export const mentorPagePath = (askedAs: 'student' | 'alumni') => (askedAs === 'alumni' ? '/alumni/mentor' : '/student/mentor');

/** What a notice and an e-mail need of a person: their address, name and language. */
export async function personToTell(db: Db, uid: string) {
  const [row] = await db
    .select({ email: users.email, displayName: users.displayName, locale: users.locale })
    .from(users)
    .where(eq(users.uid, uid));
  return row ?? null;
}

/** A person as a notice names them: their display name, else words that name no one. */
export const nameOf = (person: { displayName: string | null } | null, fallback: string) =>
  person?.displayName?.trim() || fallback;
