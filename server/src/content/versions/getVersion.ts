import { and, eq } from 'drizzle-orm';
import type { ContentVersion } from '@sla/contract';
import type { Db } from '../../db/database.js';
import { contentVersions, type VersionSubject } from '../../db/schema.js';

/** One saved version with its text, or null when that post, event or page never had it. */
export async function getVersion(
  db: Db,
  subject: VersionSubject,
  subjectId: string,
  version: number,
): Promise<ContentVersion | null> {
  const [row] = await db
    .select()
    .from(contentVersions)
    .where(
      and(eq(contentVersions.subject, subject), eq(contentVersions.subjectId, subjectId), eq(contentVersions.version, version)),
    )
    .limit(1);
  if (!row) return null;
  return {
    version: row.version,
    savedAt: row.savedAt.toISOString(),
    savedByName: row.savedByName,
    autosave: row.autosave,
    snapshot: row.snapshot,
  };
}
