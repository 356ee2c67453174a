import { and, desc, eq } from 'drizzle-orm';
import type { ContentVersionSummary } from '@sla/contract';
import type { Db } from '../../db/database.js';
import { contentVersions, type VersionSubject } from '../../db/schema.js';

/** Every saved version of one post, event or programme page, newest first (without the texts, which can be long). */
export async function listVersions(db: Db, subject: VersionSubject, subjectId: string): Promise<ContentVersionSummary[]> {
  const rows = await db
    .select({
      version: contentVersions.version,
      savedAt: contentVersions.savedAt,
      savedByName: contentVersions.savedByName,
      autosave: contentVersions.autosave,
    })
    .from(contentVersions)
    .where(and(eq(contentVersions.subject, subject), eq(contentVersions.subjectId, subjectId)))
    .orderBy(desc(contentVersions.version));
  return rows.map((row) => ({
    version: row.version,
    savedAt: row.savedAt.toISOString(),
    savedByName: row.savedByName,
    autosave: row.autosave,
  }));
}
