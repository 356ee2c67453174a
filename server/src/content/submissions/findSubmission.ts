import { eq } from 'drizzle-orm';
import { DataError } from '@sla/contract';
import { CONTENT_MESSAGES } from '@sla/contract/schemas';
import type { Db } from '../../db/database.js';
import { storySubmissions, type StorySubmissionRow } from '../../db/schema.js';

/** The submission, or 404 in words; `lock` holds it for the rest of the transaction, so two editors take turns. */
export async function findSubmission(db: Db, id: string, options: { lock?: boolean } = {}): Promise<StorySubmissionRow> {
  const query = db.select().from(storySubmissions).where(eq(storySubmissions.id, id));
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) throw new DataError('not_found', CONTENT_MESSAGES.noSuchSubmission);
  return row;
}
