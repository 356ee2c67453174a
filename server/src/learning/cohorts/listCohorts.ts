import type { Cohort } from '@sla/contract';
import { cohortsQuery } from '@sla/contract/operations/learning';
import { parseInput } from '@sla/contract/schemas';
import { requirePermission } from '../../access.js';
import type { Caller, ServiceContext } from '../../context.js';
import { cohortList, findCohort } from './cohortRows.js';

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
