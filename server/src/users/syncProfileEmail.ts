import { and, eq, ne, or, isNull } from 'drizzle-orm';
import type { VerifiedToken } from '../auth/tokens.js';
import type { Db } from '../db/database.js';
import { users, type UserRow } from '../db/schema.js';

/**
 * The profile with the e-mail the identity provider now holds for the account. An address is changed in the browser
 * against Firebase; the next request's token carries it, verified, and the profile follows, so mail goes where the
 * person reads it. Only a verified address is taken (an unverified one may not be theirs), and only when it differs:
 * a plain comparison on every request, a write once per change.
 */
export async function syncProfileEmail(db: Db, profile: UserRow, token: VerifiedToken, now: Date): Promise<UserRow> {
  const email = token.email;
  if (!email || !token.emailVerified || email === profile.email) return profile;
  const [updated] = await db
    .update(users)
    .set({ email, updatedAt: now })
    .where(and(eq(users.uid, profile.uid), or(isNull(users.email), ne(users.email, email))))
    .returning();
  return updated ?? { ...profile, email };
}
