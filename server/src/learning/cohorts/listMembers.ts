import { DataError, type CohortMember } from '@sla/contract';
import { COHORT_MESSAGES } from '@sla/contract/serviceMessages';
import { requirePermission } from '../../access.js';
import type { Caller, ServiceContext } from '../../context.js';
import type { Db } from '../../db/database.js';
import { findCohort } from './cohortRows.js';
import { memberRows } from './memberRows.js';

/** A cohort's members with how far each is and their mentor (edit_programs); 404 for a cohort that does not exist. */
export async function listMembers(
  ctx: ServiceContext,
  caller: Caller | null,
  cohortId: string,
): Promise<{ items: CohortMember[] }> {
  await requirePermission(ctx, caller, 'edit_programs', { action: 'list_cohort_members', cohortId });
  await findCohort(ctx.db, cohortId);
  return { items: await memberRows(ctx.db, cohortId) };
}

/** One member of a cohort as staff see them, or 404. */
export async function memberOf(db: Db, cohortId: string, uid: string): Promise<CohortMember> {
  const [member] = await memberRows(db, cohortId, uid);
  if (!member) throw new DataError('not_found', COHORT_MESSAGES.noSuchMember);
  return member;
}
