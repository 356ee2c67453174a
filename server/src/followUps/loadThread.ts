import { asc, eq } from 'drizzle-orm';
import { DataError, type FollowUpThread } from '@sla/contract';
import { FOLLOW_UP_MESSAGES } from '@sla/contract/serviceMessages';
import type { Db } from '../db/database.js';
import { followUpEntries, followUps, messages, type FollowUpRow } from '../db/schema.js';
import { previewsOf } from './previews.js';
import { personOf, staffNames } from './staffNames.js';
import { toFollowUpItem } from './toFollowUpItem.js';

export const followUpNotFound = () => new DataError('not_found', FOLLOW_UP_MESSAGES.notFound);

/** An item's row, locked for a change when `lock`; 404 when there is none. */
export async function findFollowUp(db: Db, id: string, options: { lock?: boolean } = {}): Promise<FollowUpRow> {
  if (id.length > 64) throw followUpNotFound();
  const query = db.select().from(followUps).where(eq(followUps.id, id));
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) throw followUpNotFound();
  return row;
}

/** An item with what was sent and every entry of its thread, oldest first, authors by name. */
export async function loadThread(db: Db, id: string): Promise<FollowUpThread> {
  const row = await findFollowUp(db, id);
  const entries = await db
    .select()
    .from(followUpEntries)
    .where(eq(followUpEntries.followUpId, id))
    .orderBy(asc(followUpEntries.createdAt), asc(followUpEntries.id));
  const names = await staffNames(db, [row.ownerUid, ...entries.map((entry) => entry.authorUid)]);
  const previews = await previewsOf(db, [row]);
  const [message] =
    row.kind === 'pledge'
      ? []
      : await db
          .select({ text: messages.message, organisation: messages.organisation })
          .from(messages)
          .where(eq(messages.id, id))
          .limit(1);
  return {
    item: toFollowUpItem(row, names, previews.get(id)),
    message: message ?? null,
    entries: entries.map((entry) => ({
      id: entry.id,
      type: entry.type,
      author: personOf(names, entry.authorUid),
      body: entry.body,
      at: entry.createdAt.toISOString(),
    })),
  };
}
