import { and, eq } from 'drizzle-orm';
import { DataError } from '@sla/contract';
import { CONTENT_MESSAGES } from '@sla/contract/schemas';
import type { Db } from '../../db/database.js';
import { content, type ContentRow } from '../../db/schema.js';

export const noSuchPost = () => new DataError('not_found', CONTENT_MESSAGES.noSuchPost);

/** The post, or 404 in words; `lock` holds it for the rest of the transaction, so two saves take turns. */
export async function findPost(db: Db, id: string, options: { lock?: boolean } = {}): Promise<ContentRow> {
  const query = db
    .select()
    .from(content)
    .where(and(eq(content.id, id), eq(content.type, 'post')));
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) throw noSuchPost();
  return row;
}
