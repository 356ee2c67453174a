import { and, eq } from 'drizzle-orm';
import { DataError } from '@sla/contract';
import { CONTENT_MESSAGES } from '@sla/contract/schemas';
import type { Db } from '../../db/database.js';
import { content, type ContentRow } from '../../db/schema.js';

const noSuchEvent = () => new DataError('not_found', CONTENT_MESSAGES.noSuchEvent);

/** The event, or 404 in words; `lock` holds it for the rest of the transaction. */
export async function findEvent(db: Db, id: string, options: { lock?: boolean } = {}): Promise<ContentRow> {
  const query = db
    .select()
    .from(content)
    .where(and(eq(content.id, id), eq(content.type, 'event')));
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) throw noSuchEvent();
  return row;
}
