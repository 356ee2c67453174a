import { DataError, type CohortMember } from '@sla/contract';
import { COHORT_MESSAGES } from '@sla/contract/serviceMessages';
import { requirePermission } from '../../access.js';
import type { Caller, ServiceContext } from '../../context.js';
import { memberOf } from '../cohorts/listMembers.js';
import { lockMember } from '../cohorts/lockMember.js';
import { endMentorship } from './endMentorship.js';

/**
 * Ends a member's current pairing (manage_program_settings), whatever their status, so staff can still end one left
 * open for a student who withdrew. Without a pairing it changes nothing.
 */
export async function unpairMentor(
  ctx: ServiceContext,
  caller: Caller | null,
  cohortId: string,
  uid: string,
): Promise<CohortMember> {
  const staff = await requirePermission(ctx, caller, 'manage_program_settings', { action: 'unpair_mentor', cohortId, uid });
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    if (!(await lockMember(tx, cohortId, uid))) throw new DataError('not_found', COHORT_MESSAGES.noSuchMember);
    await endMentorship(tx, uid, now, staff.token.uid);
  });
  return memberOf(ctx.db, cohortId, uid);
}
