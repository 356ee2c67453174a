import type { StaffModule } from '@sla/contract';
import { requirePermission } from '../../access.js';
import type { Caller, ServiceContext } from '../../context.js';
import { findCohort } from '../cohorts/cohortRows.js';
import { staffModules } from './staffModules.js';

/** A cohort's modules in order (edit_programs); 404 for a cohort that does not exist. */
export async function listModules(
  ctx: ServiceContext,
  caller: Caller | null,
  cohortId: string,
): Promise<{ items: StaffModule[] }> {
  await requirePermission(ctx, caller, 'edit_programs', { action: 'list_modules', cohortId });
  await findCohort(ctx.db, cohortId);
  return { items: await staffModules(ctx.db, cohortId) };
}
