import { eq } from 'drizzle-orm';
import type { EmailCategory, EmailPreferences } from '@sla/contract';
import type { Db } from '../db/database.js';
import { emailPreferences, type UserRow } from '../db/schema.js';
import { isConfirmedSubscriber } from '../newsletter/accountSubscription.js';

/** The categories kept in email_preferences; the newsletter's is its subscribers table. */
export type StoredCategory = Exclude<EmailCategory, 'newsletter'>;

/** The stored choices; without a row both are on (the defaults). */
export async function readStoredChoices(db: Db, uid: string): Promise<Record<StoredCategory, boolean>> {
  const [row] = await db
    .select({ decisions: emailPreferences.decisions, messages: emailPreferences.messages })
    .from(emailPreferences)
    .where(eq(emailPreferences.uid, uid))
    .limit(1);
  return row ?? { decisions: true, messages: true };
}

/** Changes some stored choices, making the row (with the defaults for the rest) when there is none. */
export async function storeChoices(
  db: Db,
  uid: string,
  changes: Partial<Record<StoredCategory, boolean>>,
  now: Date,
): Promise<void> {
  await db
    .insert(emailPreferences)
    .values({ uid, decisions: true, messages: true, ...changes, updatedAt: now })
    .onConflictDoUpdate({ target: emailPreferences.uid, set: { ...changes, updatedAt: now } });
}

/** Every preference of the account, the newsletter's read from the subscribers table for the profile's address. */
export async function readEmailPreferences(db: Db, profile: UserRow): Promise<EmailPreferences> {
  return { ...(await readStoredChoices(db, profile.uid)), newsletter: await isConfirmedSubscriber(db, profile.email) };
}

/** Whether the account wants e-mail of `category`. */
export async function wantsCategory(db: Db, profile: UserRow, category: EmailCategory): Promise<boolean> {
  if (category === 'newsletter') return isConfirmedSubscriber(db, profile.email);
  return (await readStoredChoices(db, profile.uid))[category];
}
