import { desc, eq, sql } from 'drizzle-orm';
import type { StudentCohort } from '@sla/contract';
import type { Db } from '../db/database.js';
import { cohortMembers, cohorts, programs } from '../db/schema.js';

/** A student's cohort as the student portal knows it, with the ids the service goes on with. */
export type StudentCohortRow = Omit<StudentCohort, 'joinedAt'> & { joinedAt: Date; owesEarlierWork: boolean };

/** The cohort as the student portal is given it. */
export const toStudentCohort = ({ joinedAt, owesEarlierWork: _, ...cohort }: StudentCohortRow): StudentCohort => ({
  ...cohort,
  joinedAt: joinedAt.toISOString(),
});

/**
 * From when a student owes work: from joining, unless staff said they owe what was due before (null: everything).
 */
export const owedFrom = (cohort: Pick<StudentCohortRow, 'joinedAt' | 'owesEarlierWork'>): Date | null =>
  cohort.owesEarlierWork ? null : cohort.joinedAt;

/**
 * The cohort a student follows: their active membership (the newest, should there be two), else the newest one they
 * completed or left, so a student who finished still sees their work. Null when they belong to none.
 */
export async function findStudentCohort(db: Db, uid: string): Promise<StudentCohortRow | null> {
  const [row] = await db
    .select({
      id: cohorts.id,
      name: cohorts.name,
      programId: cohorts.programId,
      programName: programs.name,
      timeZone: programs.timeZone,
      startsOn: cohorts.startsOn,
      endsOn: cohorts.endsOn,
      status: cohortMembers.status,
      joinedAt: cohortMembers.joinedAt,
      owesEarlierWork: cohortMembers.owesEarlierWork,
    })
    .from(cohortMembers)
    .innerJoin(cohorts, eq(cohorts.id, cohortMembers.cohortId))
    .innerJoin(programs, eq(programs.id, cohorts.programId))
    .where(eq(cohortMembers.uid, uid))
    .orderBy(sql`(${cohortMembers.status} = 'active') DESC`, desc(cohortMembers.joinedAt))
    .limit(1);
  return row ?? null;
}
