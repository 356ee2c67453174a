import { and, eq, gt, inArray, isNull, lte } from 'drizzle-orm';
import type { ServiceContext } from '../../context.js';
import { content, eventRegistrations } from '../../db/schema.js';
import { enqueueMail } from '../../mail/enqueueMail.js';
import { registrationMail } from './registrationMails.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const BATCH = 200;

/**
 * The day-before reminder: everyone registered for an event that starts within the next 24 hours and has not been
 * reminded. Each batch is claimed (reminded_at set) in the transaction that queues its e-mails, rows locked with SKIP
 * LOCKED, so two instances running this at once send each reminder once; the outbox's dedupe key is a second guard.
 * Someone who registers within the last day is reminded on the next run too, which is what they would expect.
 */
export async function remindRegistrants(ctx: ServiceContext): Promise<number> {
  const now = ctx.now();
  let sent = 0;
  for (;;) {
    const count = await ctx.db.transaction(async (tx) => {
      const due = await tx
        .select({ id: eventRegistrations.id })
        .from(eventRegistrations)
        .innerJoin(content, eq(content.id, eventRegistrations.eventId))
        .where(
          and(
            eq(eventRegistrations.status, 'registered'),
            isNull(eventRegistrations.remindedAt),
            gt(content.eventStartsAt, now),
            lte(content.eventStartsAt, new Date(now.getTime() + DAY_MS)),
            inArray(content.status, ['published', 'scheduled']),
          ),
        )
        .limit(BATCH)
        .for('update', { of: eventRegistrations, skipLocked: true });
      if (!due.length) return 0;
      const claimed = await tx
        .update(eventRegistrations)
        .set({ remindedAt: now })
        .where(
          and(
            inArray(
              eventRegistrations.id,
              due.map((row) => row.id),
            ),
            isNull(eventRegistrations.remindedAt),
          ),
        )
        .returning();
      const events = new Map(
        (
          await tx
            .select()
            .from(content)
            .where(inArray(content.id, [...new Set(claimed.map((row) => row.eventId))]))
        ).map((event) => [event.id, event]),
      );
      for (const registration of claimed)
        await enqueueMail(
          tx,
          registrationMail('reminder', events.get(registration.eventId)!, registration, {
            siteUrl: ctx.settings.siteUrl,
            cancelToken: null,
          }),
          now,
        );
      return claimed.length;
    });
    sent += count;
    if (count < BATCH) return sent;
  }
}
