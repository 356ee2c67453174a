import { sql } from 'drizzle-orm';
import { bulkApplicantMessageInput, messageRecipientsQuery, parseInput } from '@sla/contract/schemas';
import { requirePermission } from '../access.js';
import { rowsOf } from '../admin/dashboard/rowsOf.js';
import type { Caller, ServiceContext } from '../context.js';
import { recipientsSelect } from './recipients.js';

/** GET /review/messages/recipients (manage_applications): how many applications a message to this set would reach. */
export async function countMessageRecipients(ctx: ServiceContext, caller: Caller | null, rawQuery: unknown) {
  const staff = await requirePermission(ctx, caller, 'manage_applications', { action: 'count_message_recipients' });
  const filters = parseInput(messageRecipientsQuery, rawQuery);
  const { select: chosen } = await recipientsSelect(ctx.db, staff.token.uid, filters, ctx.now());
  const [row] = await rowsOf<{ n: string | number }>(ctx.db, sql`SELECT count(*) AS n FROM (${chosen}) AS chosen`);
  return { count: Number(row?.n ?? 0) };
}

/**
 * POST /review/messages (manage_applications): one message in the thread of every application the filters choose
 * now. One statement fixes the recipients, writes the messages and counts them in their threads, whatever the set's
 * size; the e-mails are queued afterwards, a batch at a time (enqueueMessageMail), so nothing waits on tens of
 * thousands of them.
 */
export async function messageApplicants(ctx: ServiceContext, caller: Caller | null, body: unknown) {
  const staff = await requirePermission(ctx, caller, 'manage_applications', { action: 'message_applicants' });
  const input = parseInput(bulkApplicantMessageInput, body);
  const now = ctx.now();
  const { select: chosen } = await recipientsSelect(ctx.db, staff.token.uid, input, now);
  const at = now.toISOString();
  const written = await rowsOf<{ n: string | number }>(
    ctx.db,
    sql`
    WITH chosen AS (${chosen}),
    written AS (
      INSERT INTO application_messages (id, application_id, author_uid, from_staff, body, sent_at, mail_pending)
      SELECT gen_random_uuid()::text, chosen.id, ${staff.token.uid}, true, ${input.body}, ${at}::timestamptz, true FROM chosen
      RETURNING id, application_id
    ),
    threads AS (
    INSERT INTO application_threads
      (application_id, applicant_uid, last_message_id, last_message_at, messages, staff_unread, applicant_unread)
    SELECT written.application_id, chosen.user_id, written.id, ${at}::timestamptz, 1, 0, 1
    FROM written JOIN chosen ON chosen.id = written.application_id
    ON CONFLICT (application_id) DO UPDATE SET
      last_message_id = excluded.last_message_id,
      last_message_at = excluded.last_message_at,
      messages = application_threads.messages + 1,
      applicant_unread = application_threads.applicant_unread + 1
    RETURNING 1
    )
    SELECT count(*) AS n FROM threads`,
  );
  return { sent: Number(written[0]?.n ?? 0) };
}
