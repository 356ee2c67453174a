import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { cohorts, programs } from '../../db/schema.js';

/**
 * Locks the programme's row for the rest of the transaction, so two saves of its cohorts take turns: two cohorts
 * claiming the accepting flag at once would otherwise run into the partial unique index (cohorts_one_accepting).
 * Answers whether the programme exists.
 */
export async function lockProgram(tx: Db, programId: string): Promise<boolean> {
  const [program] = await tx.select({ id: programs.id }).from(programs).where(eq(programs.id, programId)).for('update');
  return Boolean(program);
}

/** The programme's other cohort gives up taking newly accepted students. Run under lockProgram. */
export async function clearAcceptingFlag(tx: Db, programId: string, keepCohortId: string | null, now: Date): Promise<void> {
  const accepting = and(eq(cohorts.programId, programId), eq(cohorts.acceptingStudents, true));
  await tx
    .update(cohorts)
    .set({ acceptingStudents: false, updatedAt: now })
    .where(keepCohortId ? and(accepting, ne(cohorts.id, keepCohortId)) : accepting);
}
