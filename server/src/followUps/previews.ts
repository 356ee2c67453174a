import { inArray, sql } from 'drizzle-orm';
import type { FollowUpItem } from '@sla/contract';
import type { Db } from '../db/database.js';
import { messages, pledges, type FollowUpRow } from '../db/schema.js';
import { fromMinorUnits } from '../donations/money.js';

export const PREVIEW_LENGTH = 140;

export interface Preview {
  preview: string;
  pledge: FollowUpItem['pledge'];
}

/**
 * What the list shows under each sender: a message's first 140 characters, or a pledge's amount and frequency, read
 * for one page's rows by their ids (primary-key lookups, whatever the inbox's size).
 */
export async function previewsOf(db: Db, rows: readonly FollowUpRow[]): Promise<Map<string, Preview>> {
  const messageIds = rows.filter((row) => row.kind !== 'pledge').map((row) => row.id);
  const pledgeIds = rows.filter((row) => row.kind === 'pledge').map((row) => row.id);
  const previews = new Map<string, Preview>();
  if (messageIds.length) {
    const found = await db
      .select({ id: messages.id, text: sql<string>`left(${messages.message}, ${PREVIEW_LENGTH})` })
      .from(messages)
      .where(inArray(messages.id, messageIds));
    for (const row of found) previews.set(row.id, { preview: row.text, pledge: null });
  }
  if (pledgeIds.length) {
    const found = await db.select().from(pledges).where(inArray(pledges.id, pledgeIds));
    for (const row of found)
      previews.set(row.id, {
        preview: '',
        pledge: { amount: fromMinorUnits(row.amountMinor, row.currency), currency: row.currency, frequency: row.frequency },
      });
  }
  return previews;
}
