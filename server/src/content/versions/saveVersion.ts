import type { VersionSubject } from '../../db/schema.js';
import type { Db } from '../../db/database.js';
import { contentVersions } from '../../db/schema.js';

export interface VersionToSave {
  subject: VersionSubject;
  subjectId: string;
  version: number;
  snapshot: Record<string, unknown>;
  savedBy: string | null;
  savedByName: string;
  /** The service clock's time; tests fix it, so callers pass ctx.now() when they have it. */
  savedAt?: Date;
  autosave?: boolean;
}

/** Who saves a new version, and when: the service clock's time, so tests can fix it. */
export interface VersionAuthor {
  savedBy: string;
  savedByName: string;
  savedAt: Date;
  /** The editor's autosave, not a save someone asked for: see autosaveVersions.ts. */
  autosave?: boolean;
}

/** Keeps one saved version; call it inside the transaction that wrote the row, so a version exists exactly when the save does. */
export async function saveVersion(tx: Db, input: VersionToSave): Promise<void> {
  await tx.insert(contentVersions).values({
    subject: input.subject,
    subjectId: input.subjectId,
    version: input.version,
    snapshot: input.snapshot,
    savedBy: input.savedBy,
    savedByName: input.savedByName,
    savedAt: input.savedAt ?? new Date(),
    autosave: input.autosave ?? false,
  });
}
