import { and, asc, eq, gt, inArray, isNull, lte } from 'drizzle-orm';
import type { ServiceContext } from '../context.js';
import { referenceRequests } from '../db/schema.js';
import { findApplication } from '../applications/loadApplication.js';
import { applicantOf } from './applicantOf.js';
import { letterState } from './rules.js';
import { sendLink } from './sendLink.js';

/** How long before its deadline an unanswered request is reminded. */
export const REMIND_DAYS_BEFORE = 3;
export const REMINDER_BATCH = 50;
const DAY = 24 * 60 * 60_000;

/**
 * Sends each unanswered request one reminder, REMIND_DAYS_BEFORE days before its deadline (or at once, if it was sent
 * later than that). Each request is claimed by marking reminded_at in the transaction that queues its e-mail, under
 * SKIP LOCKED, and the e-mail's dedupe key is per request: however many instances run this, a referee gets one
 * reminder. A request whose application was withdrawn or decided is marked and not reminded. Returns how many went.
 */
export async function sendReferenceReminders(ctx: ServiceContext): Promise<number> {
  let sent = 0;
  for (;;) {
    const now = ctx.now();
    const claimed = await ctx.db.transaction(async (tx) => {
      const due = tx
        .select({ id: referenceRequests.id })
        .from(referenceRequests)
        .where(
          and(
            eq(referenceRequests.status, 'requested'),
            isNull(referenceRequests.remindedAt),
            gt(referenceRequests.dueAt, now),
            lte(referenceRequests.dueAt, new Date(now.getTime() + REMIND_DAYS_BEFORE * DAY)),
          ),
        )
        .orderBy(asc(referenceRequests.dueAt), asc(referenceRequests.id))
        .limit(REMINDER_BATCH)
        .for('update', { skipLocked: true });
      const rows = await tx
        .update(referenceRequests)
        .set({ remindedAt: now })
        .where(inArray(referenceRequests.id, due))
        .returning();
      let reminded = 0;
      for (const request of rows) {
        const application = await findApplication(tx, request.applicationId);
        if (!application || letterState(application, now) !== 'wanted') continue;
        const applicant = await applicantOf(tx, application.userId);
        await sendLink(
          ctx,
          tx,
          request,
          { applicantName: applicant.name, programme: application.program.name, timeZone: application.program.timeZone },
          now,
          { reminder: true },
        );
        await tx.update(referenceRequests).set({ lastSentAt: now }).where(eq(referenceRequests.id, request.id));
        reminded += 1;
      }
      return { count: rows.length, reminded };
    });
    sent += claimed.reminded;
    if (claimed.count < REMINDER_BATCH) return sent;
  }
}
