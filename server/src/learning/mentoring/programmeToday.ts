import { eq } from 'drizzle-orm';
import { isoToZonedLocal } from '@sla/domain';
import type { Db } from '../../db/database.js';
import { cohorts, programs, type MentorshipRow } from '../../db/schema.js';
import { findStudentCohort } from '../studentCohort.js';

/** The zone of a mentorship with no programme to go by: the programmes' own default. */
export const FALLBACK_TIME_ZONE = 'Africa/Nairobi';

/** The programme's time zone: the mentorship's cohort's, else the student's cohort's. */
async function programmeZone(db: Db, mentorship: MentorshipRow): Promise<string> {
  if (mentorship.cohortId) {
    const [row] = await db
      .select({ timeZone: programs.timeZone })
      .from(cohorts)
      .innerJoin(programs, eq(programs.id, cohorts.programId))
      .where(eq(cohorts.id, mentorship.cohortId));
    if (row) return row.timeZone;
  }
  return (await findStudentCohort(db, mentorship.studentUid))?.timeZone ?? FALLBACK_TIME_ZONE;
}

/** Today's date ("2027-03-01") where the mentorship's programme is, at instant `now`. */
export async function programmeToday(db: Db, mentorship: MentorshipRow, now: Date): Promise<string> {
  const local = isoToZonedLocal(now.toISOString(), await programmeZone(db, mentorship));
  return (local || now.toISOString()).slice(0, 10);
}
