import { and, desc, eq, sql } from 'drizzle-orm';
import { listSubscribersQuery, parseInput } from '@sla/contract/schemas';
import { requirePermission } from '../access.js';
import type { Caller, ServiceContext } from '../context.js';
import { CSV_BATCH, csvStream } from '../csv/csvStream.js';
import { newsletterSubscribers as subscribers, type SubscriberRow } from '../db/schema.js';

/**
 * Every subscriber (or those of one status) as CSV, newest first, streamed. Permission and input
 * are checked before the first byte, so a refusal is still a proper error answer.
 */
export async function exportSubscribersCsv(
  ctx: ServiceContext,
  caller: Caller | null,
  rawQuery: unknown,
): Promise<AsyncGenerator<string>> {
  await requirePermission(ctx, caller, 'view_all_users', { action: 'export_newsletter_subscribers' });
  const { status } = parseInput(listSubscribersQuery, rawQuery);
  return csvStream<SubscriberRow>(
    ['email', 'status', 'signed_up_at', 'confirmed_at', 'unsubscribed_at'],
    (last) =>
      ctx.db
        .select()
        .from(subscribers)
        .where(
          and(
            status ? eq(subscribers.status, status) : undefined,
            last
              ? sql`(${subscribers.createdAt}, ${subscribers.id}) < (${last.createdAt.toISOString()}::timestamptz, ${last.id})`
              : undefined,
          ),
        )
        .orderBy(desc(subscribers.createdAt), desc(subscribers.id))
        .limit(CSV_BATCH),
    (row) => [
      row.email,
      row.status,
      row.createdAt.toISOString(),
      row.confirmedAt?.toISOString(),
      row.unsubscribedAt?.toISOString(),
    ],
  );
}
