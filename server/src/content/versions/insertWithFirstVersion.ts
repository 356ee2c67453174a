import type { Db } from '../../db/database.js';
import { content, type ContentRow } from '../../db/schema.js';
import { saveVersion, type VersionAuthor } from './saveVersion.js';

/** A new post's or event's own columns; who wrote it, when, and its version number are added from the author. */
type NewVersionedContent = Omit<
  typeof content.$inferInsert,
  'type' | 'version' | 'createdBy' | 'updatedBy' | 'updatedByName' | 'createdAt' | 'updatedAt'
> & { type: 'post' | 'event' };

/**
 * Writes a new post or event as its version 1 and keeps that version, in the caller's transaction, so its history
 * starts with the text it was created with. A post's versions are the subject 'post', an event's 'event'.
 */
export async function insertWithFirstVersion(
  tx: Db,
  values: NewVersionedContent,
  snapshot: (row: ContentRow) => Record<string, unknown>,
  author: VersionAuthor,
): Promise<ContentRow> {
  const [row] = await tx
    .insert(content)
    .values({
      ...values,
      version: 1,
      createdBy: author.savedBy,
      updatedBy: author.savedBy,
      updatedByName: author.savedByName,
      createdAt: author.savedAt,
      updatedAt: author.savedAt,
    })
    .returning();
  await saveVersion(tx, { subject: values.type, subjectId: row!.id, version: 1, snapshot: snapshot(row!), ...author });
  return row!;
}
