import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { outbox, type OutboxRow } from '../db/schema.js';
import { MAX_ATTEMPTS, SEND_LEASE_MS } from './retryPolicy.js';

export const ABANDONED = 'The last attempt never finished (the service stopped while sending), and every attempt is used up.';

/**
 * Takes up to `batch` messages that are due: queued ones whose time has come, and "sending" ones
 * whose lease ran out (their worker died). Each is marked sending, with a new lease and one more
 * attempt counted, in one statement. SKIP LOCKED lets several instances claim side by side on
 * PostgreSQL without waiting or taking the same message; PGlite has one connection, where it
 * changes nothing.
 */
export async function claimDueMail(db: Db, now: Date, batch: number): Promise<OutboxRow[]> {
  await db
    .update(outbox)
    .set({ status: 'failed', lastError: ABANDONED })
    .where(and(eq(outbox.status, 'sending'), lte(outbox.nextAttemptAt, now), gte(outbox.attempts, MAX_ATTEMPTS)));
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(inArray(outbox.status, ['queued', 'sending']), lte(outbox.nextAttemptAt, now)))
    .orderBy(asc(outbox.nextAttemptAt), asc(outbox.id))
    .limit(batch)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(outbox)
    .set({ status: 'sending', attempts: sql`${outbox.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + SEND_LEASE_MS) })
    .where(inArray(outbox.id, due))
    .returning();
  return claimed.sort((a, b) => a.id - b.id);
}
