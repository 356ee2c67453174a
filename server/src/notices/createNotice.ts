import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database.js';
import { notices, type NoticeRow } from '../db/schema.js';

/**
 * Leaves a notice in a member's portal. Pass the transaction that made the news (a released decision, ...), so the
 * notice exists exactly when what it tells of was saved.
 */
export async function createNotice(
  tx: Db,
  notice: { userId: string; text: string; link?: string | null; now: Date },
): Promise<NoticeRow> {
  const [row] = await tx
    .insert(notices)
    .values({
      id: randomUUID(),
      userId: notice.userId,
      text: notice.text,
      link: notice.link ?? null,
      createdAt: notice.now,
      readAt: null,
    })
    .returning();
  return row!;
}
