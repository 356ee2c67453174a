import { and, eq } from 'drizzle-orm';
import type { ServiceContext } from '../context.js';
import { outbox, type OutboxRow } from '../db/schema.js';
import { claimDueMail } from './claimDueMail.js';
import { MailDeliveryError, type MailTransport } from './outgoingMail.js';
import { MAX_ATTEMPTS, retryDelayMs } from './retryPolicy.js';

export interface DeliveryReport {
  claimed: number;
  sent: number;
  retrying: number;
  failed: number;
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 1000);

/**
 * One round of the mail worker: claims what is due and sends it, one message at a time. A sent
 * message is marked sent; a failed one waits longer each time (retryPolicy) until its attempts
 * are used up, or fails at once when retrying cannot help. A message is only ever settled by the
 * worker still holding its lease (same attempt count), so a worker that lost its lease cannot
 * overwrite the outcome of the one that took over. Delivery is at least once: a worker that dies
 * after sending but before settling sends that message again.
 */
export async function deliverDueMail(ctx: ServiceContext, transport: MailTransport, batch = 10): Promise<DeliveryReport> {
  const claimed = await claimDueMail(ctx.db, ctx.now(), batch);
  const report: DeliveryReport = { claimed: claimed.length, sent: 0, retrying: 0, failed: 0 };
  const settle = (message: OutboxRow, changes: Partial<OutboxRow>) =>
    ctx.db
      .update(outbox)
      .set(changes)
      .where(and(eq(outbox.id, message.id), eq(outbox.status, 'sending'), eq(outbox.attempts, message.attempts)));

  for (const message of claimed) {
    try {
      await transport.send(message, ctx.settings.mailFrom);
      await settle(message, { status: 'sent', sentAt: ctx.now(), transport: transport.name, lastError: null });
      report.sent++;
    } catch (error) {
      const permanent = error instanceof MailDeliveryError && error.permanent;
      if (permanent || message.attempts >= MAX_ATTEMPTS) {
        await settle(message, { status: 'failed', lastError: describe(error) });
        report.failed++;
      } else {
        await settle(message, {
          status: 'queued',
          lastError: describe(error),
          nextAttemptAt: new Date(ctx.now().getTime() + retryDelayMs(message.attempts)),
        });
        report.retrying++;
      }
    }
  }
  return report;
}
