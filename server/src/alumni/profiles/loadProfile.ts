import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.js';
import { alumniProfiles, programs, users, type AlumniProfileRow } from '../../db/schema.js';
import type { ProfileNames } from './visibleProfile.js';

export interface LoadedProfile {
  row: AlumniProfileRow;
  names: Required<ProfileNames>;
}

const hider = alias(users, 'hider');

/**
 * One profile with the names its ids point to (its programme, and whoever hid it). `lock` holds the row until the
 * caller's transaction ends, so two saves of one profile do not interleave.
 */
export async function loadProfile(db: Db, uid: string, options: { lock?: boolean } = {}): Promise<LoadedProfile | null> {
  const query = db
    .select({ row: alumniProfiles, programName: programs.name, hiddenByName: hider.displayName })
    .from(alumniProfiles)
    .leftJoin(programs, eq(programs.id, alumniProfiles.programId))
    .leftJoin(hider, eq(hider.uid, alumniProfiles.hiddenBy))
    .where(eq(alumniProfiles.uid, uid));
  const [found] = await (options.lock ? query.for('update', { of: alumniProfiles }) : query);
  if (!found) return null;
  return { row: found.row, names: { programName: found.programName ?? null, hiddenByName: found.hiddenByName ?? null } };
}
