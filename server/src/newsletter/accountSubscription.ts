import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { newsletterSubscribers, type SubscriberRow } from '../db/schema.js';
import { newToken } from './links.js';

// The newsletter as an account's e-mail preference. The subscribers table stays its one truth: the account screen
// reads and changes the row of the account's address, exactly as the public form and the e-mail links do.

const normal = (email: string) => email.trim().toLowerCase();

export async function findSubscriber(db: Db, email: string): Promise<SubscriberRow | null> {
  const [row] = await db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, normal(email)))
    .limit(1);
  return row ?? null;
}

/** Whether the address receives the newsletter (only confirmed addresses do). */
export async function isConfirmedSubscriber(db: Db, email: string | null): Promise<boolean> {
  if (!email) return false;
  return (await findSubscriber(db, email))?.status === 'confirmed';
}

/**
 * Subscribes an address the identity provider has verified, confirmed at once: signing in with it proved it is
 * theirs, which is all the double opt-in's e-mail proves. An address already confirmed is left as it is.
 */
export async function subscribeVerifiedAddress(db: Db, email: string, now: Date): Promise<void> {
  const address = normal(email);
  const [created] = await db
    .insert(newsletterSubscribers)
    .values({
      id: randomUUID(),
      email: address,
      status: 'confirmed',
      confirmToken: null,
      unsubscribeToken: newToken(),
      confirmationSentAt: null,
      confirmedAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: newsletterSubscribers.email })
    .returning({ id: newsletterSubscribers.id });
  if (created) return;
  const existing = await findSubscriber(db, address);
  if (!existing || existing.status === 'confirmed') return;
  await db
    .update(newsletterSubscribers)
    .set({ status: 'confirmed', confirmedAt: now, unsubscribedAt: null, updatedAt: now })
    .where(eq(newsletterSubscribers.id, existing.id));
}

/** Unsubscribes an address, pending or confirmed; as the e-mail link does, an old confirmation link stops working. */
export async function unsubscribeAddress(db: Db, email: string, now: Date): Promise<void> {
  const existing = await findSubscriber(db, email);
  if (!existing || existing.status === 'unsubscribed') return;
  await db
    .update(newsletterSubscribers)
    .set({ status: 'unsubscribed', confirmToken: null, unsubscribedAt: now, updatedAt: now })
    .where(eq(newsletterSubscribers.id, existing.id));
}

/** Forgets an address altogether (a deleted account). */
export async function removeSubscriber(db: Db, email: string): Promise<void> {
  await db.delete(newsletterSubscribers).where(eq(newsletterSubscribers.email, normal(email)));
}
