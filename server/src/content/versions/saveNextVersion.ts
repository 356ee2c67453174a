import type { Db } from '../../db/database.js';
import type { VersionSubject } from '../../db/schema.js';
import { dropVersion, pruneAutosaves, replacesLastAutosave } from './autosaveVersions.js';
import { keepUnrecordedVersion } from './keepUnrecordedVersion.js';
import { saveVersion, type VersionAuthor } from './saveVersion.js';

export interface NextVersion<Row> {
  subject: VersionSubject;
  /** The row as it is now, locked by the caller's transaction. */
  current: Row;
  /** Its version number, who saved it and when: posts and events keep these in other columns than programme pages. */
  currentVersion: { version: number; savedByName: string; savedAt: Date };
  /** The text a version keeps of a row. */
  snapshot: (row: Row) => Record<string, unknown>;
  author: VersionAuthor;
  /** Writes the row with the given version number and answers it as written. */
  write: (version: number) => Promise<Row>;
}

/**
 * Saves a post, event or programme page over its current text as the next version, in the caller's transaction. The
 * current text is kept first when no version holds it yet, and the new one once written, so the history has every
 * text the item ever had and a version exists exactly when its save does. Autosaves are the exception: one by the same
 * person within a few minutes of their last replaces it, and only the newest few are kept (autosaveVersions.ts), so
 * typing for an hour leaves a readable history, not hundreds of versions.
 */
export async function saveNextVersion<Row extends { id: string }>(tx: Db, next: NextVersion<Row>): Promise<Row> {
  const { subject, current, snapshot, author } = next;
  const item = { subject, subjectId: current.id, version: next.currentVersion.version };
  if (await replacesLastAutosave(tx, item, author)) await dropVersion(tx, item);
  else await keepUnrecordedVersion(tx, { subject, subjectId: current.id, ...next.currentVersion, snapshot: snapshot(current) });
  const version = next.currentVersion.version + 1;
  const saved = await next.write(version);
  await saveVersion(tx, { subject, subjectId: current.id, version, snapshot: snapshot(saved), ...author });
  if (author.autosave) await pruneAutosaves(tx, subject, current.id);
  return saved;
}
