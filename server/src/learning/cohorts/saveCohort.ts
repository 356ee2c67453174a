import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { DataError, type Cohort } from '@sla/contract';
import { cohortInput, parseInput, type CohortInput } from '@sla/contract/schemas';
import { PROGRAM_MESSAGES } from '@sla/contract/serviceMessages';
import { requirePermission } from '../../access.js';
import type { Caller, ServiceContext } from '../../context.js';
import { cohorts } from '../../db/schema.js';
import { clearAcceptingFlag, lockProgram } from './acceptingFlag.js';
import { findCohort, noSuchCohort } from './cohortRows.js';

const readInput = (body: unknown): CohortInput => parseInput(cohortInput, body);

const values = (input: CohortInput) => ({
  name: input.name,
  startsOn: input.startsOn,
  endsOn: input.endsOn,
  acceptingStudents: input.acceptingStudents,
});

/** A new intake of a programme (create_programs); taking accepted students, it takes the flag from the other cohort. */
export async function createCohort(
  ctx: ServiceContext,
  caller: Caller | null,
  programId: string,
  body: unknown,
): Promise<Cohort> {
  await requirePermission(ctx, caller, 'create_programs', { action: 'create_cohort', programId });
  const input = readInput(body);
  const now = ctx.now();
  const id = randomUUID();
  await ctx.db.transaction(async (tx) => {
    if (!(await lockProgram(tx, programId))) throw new DataError('not_found', PROGRAM_MESSAGES.notFound);
    if (input.acceptingStudents) await clearAcceptingFlag(tx, programId, null, now);
    await tx.insert(cohorts).values({ id, programId, ...values(input), createdAt: now, updatedAt: now });
  });
  return findCohort(ctx.db, id);
}

/** Replaces a cohort's name, dates and accepting flag (edit_programs). */
export async function updateCohort(ctx: ServiceContext, caller: Caller | null, id: string, body: unknown): Promise<Cohort> {
  await requirePermission(ctx, caller, 'edit_programs', { action: 'update_cohort', cohortId: id });
  const input = readInput(body);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const [cohort] = await tx.select({ programId: cohorts.programId }).from(cohorts).where(eq(cohorts.id, id));
    if (!cohort) throw noSuchCohort();
    await lockProgram(tx, cohort.programId);
    if (input.acceptingStudents) await clearAcceptingFlag(tx, cohort.programId, id, now);
    await tx
      .update(cohorts)
      .set({ ...values(input), updatedAt: now })
      .where(eq(cohorts.id, id));
  });
  return findCohort(ctx.db, id);
}
