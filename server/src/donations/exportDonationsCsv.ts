import { desc, sql } from 'drizzle-orm';
import { requirePermission } from '../access.js';
import type { Caller, ServiceContext } from '../context.js';
import { CSV_BATCH, csvStream } from '../csv/csvStream.js';
import { donations, type DonationRow } from '../db/schema.js';
import { fromMinorUnits } from './money.js';

/** Every gift paid online (and each mobile-money payment pending or failed, by its status) as CSV, newest first, streamed (view_all_users). */
export async function exportDonationsCsv(ctx: ServiceContext, caller: Caller | null): Promise<AsyncGenerator<string>> {
  await requirePermission(ctx, caller, 'view_all_users', { action: 'export_donations' });
  return csvStream<DonationRow>(
    [
      'received_at',
      'provider',
      'status',
      'failure_reason',
      'frequency',
      'renewal',
      'amount',
      'currency',
      'name',
      'email',
      'stripe_event_id',
      'stripe_object_id',
      'stripe_subscription_id',
      'provider_reference',
      'provider_transaction_id',
    ],
    (last) =>
      ctx.db
        .select()
        .from(donations)
        .where(
          last
            ? sql`(${donations.createdAt}, ${donations.id}) < (${last.createdAt.toISOString()}::timestamptz, ${last.id})`
            : undefined,
        )
        .orderBy(desc(donations.createdAt), desc(donations.id))
        .limit(CSV_BATCH),
    (row) => [
      row.createdAt.toISOString(),
      row.provider,
      row.status,
      row.failureReason,
      row.frequency,
      row.renewal,
      fromMinorUnits(row.amountMinor, row.currency),
      row.currency,
      row.name,
      row.email,
      row.stripeEventId,
      row.stripeObjectId,
      row.stripeSubscriptionId,
      row.providerReference,
      row.providerTransactionId,
    ],
  );
}
