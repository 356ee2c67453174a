import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { contentVersions, type VersionSubject } from '../../db/schema.js';
import type { VersionAuthor } from './saveVersion.js';

/** An autosave within this long of the same person's last autosave replaces it rather than adding a version. */
export const AUTOSAVE_VERSION_MINUTES = 5;
/** Autosave versions kept per item, newest first; explicit saves are always kept. */
export const AUTOSAVE_VERSIONS_KEPT = 10;

const whereItem = (subject: VersionSubject, subjectId: string) =>
  and(eq(contentVersions.subject, subject), eq(contentVersions.subjectId, subjectId));

/**
 * Whether an autosave by `author` should take the place of the item's current version: it is an autosave by the same
 * person, saved less than AUTOSAVE_VERSION_MINUTES ago. Explicit saves and someone else's work are never replaced.
 */
export async function replacesLastAutosave(
  tx: Db,
  item: { subject: VersionSubject; subjectId: string; version: number },
  author: VersionAuthor,
): Promise<boolean> {
  if (!author.autosave) return false;
  const [last] = await tx
    .select({ autosave: contentVersions.autosave, savedBy: contentVersions.savedBy, savedAt: contentVersions.savedAt })
    .from(contentVersions)
    .where(and(whereItem(item.subject, item.subjectId), eq(contentVersions.version, item.version)))
    .limit(1);
  return (
    !!last?.autosave &&
    last.savedBy === author.savedBy &&
    author.savedAt.getTime() - last.savedAt.getTime() < AUTOSAVE_VERSION_MINUTES * 60_000
  );
}

/** Drops the version an autosave replaces. */
export async function dropVersion(tx: Db, item: { subject: VersionSubject; subjectId: string; version: number }) {
  await tx.delete(contentVersions).where(and(whereItem(item.subject, item.subjectId), eq(contentVersions.version, item.version)));
}

/** Keeps the item's newest AUTOSAVE_VERSIONS_KEPT autosave versions and drops older ones. */
export async function pruneAutosaves(tx: Db, subject: VersionSubject, subjectId: string): Promise<void> {
  const old = await tx
    .select({ version: contentVersions.version })
    .from(contentVersions)
    .where(and(whereItem(subject, subjectId), eq(contentVersions.autosave, true)))
    .orderBy(desc(contentVersions.version))
    .offset(AUTOSAVE_VERSIONS_KEPT);
  if (!old.length) return;
  await tx.delete(contentVersions).where(
    and(
      whereItem(subject, subjectId),
      inArray(
        contentVersions.version,
        old.map((row) => row.version),
      ),
    ),
  );
}
