import * as z from 'zod/mini';
import type { Cohort } from '@sla/data';
import { parseInput } from '@sla/data/schemas';
import { COHORT_MESSAGES } from '@sla/data/serviceMessages';
import { requirePermission } from '../../access.js';
import type { Caller, ServiceContext } from '../../context.js';
import { cohortList, findCohort } from './cohortRows.js';

const cohortsQuery = z.object({
  programId: z.optional(z.string({ error: COHORT_MESSAGES.nameOneProgramme }).check(z.minLength(1), z.maxLength(64))),
});

/** Every cohort, or one programme's, the newest start first (edit_programs). */
export async function listCohorts(ctx: ServiceContext, caller: Caller | null, query: unknown): Promise<{ items: Cohort[] }> {
  await requirePermission(ctx, caller, 'edit_programs', { action: 'list_cohorts' });
  const { programId } = parseInput(cohortsQuery, query);
  return { items: await cohortList(ctx.db, programId) };
}

/** One cohort with its member counts (edit_programs). */
export async function getCohort(ctx: ServiceContext, caller: Caller | null, id: string): Promise<Cohort> {
  await requirePermission(ctx, caller, 'edit_programs', { action: 'read_cohort', cohortId: id });
  return findCohort(ctx.db, id);
}
