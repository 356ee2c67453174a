import { inArray, sql } from 'drizzle-orm';
import type { Locale } from '@sla/i18n/locales';
import { rowsOf } from '../admin/dashboard/rowsOf.js';
import type { ServiceContext } from '../context.js';
import { applicationMessages } from '../db/schema.js';
import { pageUrl } from '../i18n/pageUrl.js';
import { enqueueMail } from '../mail/enqueueMail.js';
import { applicantMessageMail } from './messageMail.js';

/** E-mails queued per transaction: big enough to get through 50,000 in a few minutes, small enough to hold no lock long. */
export const MESSAGE_MAIL_BATCH = 200;

/** Where the applicant reads and answers the thread of an application. */
export const threadPath = (applicationId: string) => `/applicant/messages/${encodeURIComponent(applicationId)}`;

interface PendingRow {
  id: string;
  application_id: string;
  body: string;
  email: string | null;
  locale: Locale | null;
  display_name: string | null;
  program_name: string;
}

/**
 * Queues the e-mails of staff messages still waiting for theirs, oldest first, one batch per transaction: each
 * message's e-mail and the end of its wait commit together, and rows another instance is working on are skipped.
 * Returns how many messages it took (a full batch: call again).
 */
export async function enqueueMessageMailBatch(ctx: ServiceContext, batch = MESSAGE_MAIL_BATCH): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    const pending = await rowsOf<PendingRow>(
      tx,
      sql`SELECT m.id, m.application_id, m.body, u.email, u.locale, u.display_name, p.name AS program_name
        FROM (SELECT id, application_id, body FROM application_messages WHERE mail_pending
              ORDER BY sent_at, id LIMIT ${batch} FOR UPDATE SKIP LOCKED) m
        JOIN applications a ON a.id = m.application_id
        JOIN programs p ON p.id = a.program_id
        LEFT JOIN users u ON u.uid = a.user_id`,
    );
    const now = ctx.now();
    for (const row of pending) {
      if (!row.email) continue;
      await enqueueMail(
        tx,
        applicantMessageMail({
          messageId: row.id,
          to: row.email,
          locale: row.locale,
          name: row.display_name,
          programName: row.program_name,
          body: row.body,
          threadUrl: pageUrl(ctx.settings.siteUrl, threadPath(row.application_id), row.locale),
        }),
        now,
      );
    }
    if (pending.length)
      await tx
        .update(applicationMessages)
        .set({ mailPending: false })
        .where(
          inArray(
            applicationMessages.id,
            pending.map((row) => row.id),
          ),
        );
    return pending.length;
  });
}

/** Every waiting message's e-mail, a batch at a time. */
export async function enqueueMessageMail(ctx: ServiceContext): Promise<void> {
  while ((await enqueueMessageMailBatch(ctx)) === MESSAGE_MAIL_BATCH);
}
