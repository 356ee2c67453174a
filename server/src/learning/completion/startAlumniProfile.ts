import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { alumniProfiles, users } from '../../db/schema.js';

export interface AlumniStart {
  uid: string;
  programId: string;
  cohortId: string;
  /** The cohort's last day, "YYYY-MM-DD": its year is the alumnus's class year. */
  cohortEndsOn: string;
  now: Date;
}

/**
 * Starts the alumni profile from what the student record knows: programme, cohort and class year. Someone who already
 * has one (an earlier programme) keeps it as it is; the alumni network lets them edit it. The name is the user's
 * display name, copied so the directory can search it with the profile's other fields.
 */
export async function startAlumniProfile(tx: Db, start: AlumniStart): Promise<void> {
  await tx
    .insert(alumniProfiles)
    .values({
      uid: start.uid,
      name: sql`coalesce((SELECT ${users.displayName} FROM ${users} WHERE ${users.uid} = ${start.uid}), '')`,
      programId: start.programId,
      cohortId: start.cohortId,
      cohortYear: Number(start.cohortEndsOn.slice(0, 4)),
      openToMentoring: false,
      createdAt: start.now,
      updatedAt: start.now,
    })
    .onConflictDoNothing({ target: alumniProfiles.uid });
}
