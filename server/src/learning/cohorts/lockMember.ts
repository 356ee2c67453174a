import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { cohortMembers, type CohortMemberRow } from '../../db/schema.js';

/** A cohort's member row, locked for the rest of the transaction so two changes to one student take turns; or null. */
export async function lockMember(tx: Db, cohortId: string, uid: string): Promise<CohortMemberRow | null> {
  const [row] = await tx
    .select()
    .from(cohortMembers)
    .where(and(eq(cohortMembers.cohortId, cohortId), eq(cohortMembers.uid, uid)))
    .for('update');
  return row ?? null;
}
