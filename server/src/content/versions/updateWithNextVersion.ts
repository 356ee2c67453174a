import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { content, type ContentRow } from '../../db/schema.js';
import { saveNextVersion } from './saveNextVersion.js';
import type { VersionAuthor } from './saveVersion.js';

/** What a save changes in a post's or event's row; who saved it, when, and its version number come from the author. */
type ContentChanges = Partial<
  Omit<typeof content.$inferInsert, 'id' | 'type' | 'version' | 'updatedBy' | 'updatedByName' | 'updatedAt'>
>;

/**
 * Writes `changes` over a post or event locked by the caller's transaction as its next version, and keeps that
 * version (see saveNextVersion); the row answered is the one written.
 */
export function updateWithNextVersion(
  tx: Db,
  subject: 'post' | 'event',
  row: ContentRow,
  changes: ContentChanges,
  snapshot: (row: ContentRow) => Record<string, unknown>,
  author: VersionAuthor,
): Promise<ContentRow> {
  return saveNextVersion(tx, {
    subject,
    current: row,
    currentVersion: { version: row.version, savedByName: row.updatedByName ?? '', savedAt: row.updatedAt },
    snapshot,
    author,
    write: async (version) => {
      const [saved] = await tx
        .update(content)
        .set({ ...changes, version, updatedAt: author.savedAt, updatedBy: author.savedBy, updatedByName: author.savedByName })
        .where(eq(content.id, row.id))
        .returning();
      return saved!;
    },
  });
}
