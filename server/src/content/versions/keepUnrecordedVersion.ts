import type { Db } from '../../db/database.js';
import type { VersionSubject } from '../../db/schema.js';
import { getVersion } from './getVersion.js';
import { saveVersion } from './saveVersion.js';

/**
 * Items written before versions existed (the seed, older rows) have a current text no version holds. Before the
 * first save replaces it, that text is kept as the version it is, so the history starts with it and nothing is lost.
 */
export async function keepUnrecordedVersion(
  tx: Db,
  current: {
    subject: VersionSubject;
    subjectId: string;
    version: number;
    snapshot: Record<string, unknown>;
    savedByName: string;
    savedAt: Date;
  },
): Promise<void> {
  if (await getVersion(tx, current.subject, current.subjectId, current.version)) return;
  await saveVersion(tx, { ...current, savedBy: null });
}
