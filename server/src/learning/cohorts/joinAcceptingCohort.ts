import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { cohortMembers, cohorts } from '../../db/schema.js';

export interface Newcomer {
  programId: string;
  uid: string;
  applicationId: string;
  now: Date;
}

/**
 * Puts a newly accepted student into the programme's cohort that takes accepted students, if it has one; someone
 * already in that cohort stays as they are. Runs inside the transaction that makes them a student.
 */
export async function joinAcceptingCohort(tx: Db, newcomer: Newcomer): Promise<void> {
  const [cohort] = await tx
    .select({ id: cohorts.id })
    .from(cohorts)
    .where(and(eq(cohorts.programId, newcomer.programId), eq(cohorts.acceptingStudents, true)));
  if (!cohort) return;
  await tx
    .insert(cohortMembers)
    .values({
      cohortId: cohort.id,
      uid: newcomer.uid,
      status: 'active',
      applicationId: newcomer.applicationId,
      joinedAt: newcomer.now,
    })
    .onConflictDoNothing();
}
