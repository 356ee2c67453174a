import { and, eq } from 'drizzle-orm';
import { DataError, type CohortMember } from '@sla/contract';
import { earlierWorkInput, parseInput } from '@sla/contract/schemas';
import { COHORT_MESSAGES } from '@sla/contract/serviceMessages';
import { requirePermission } from '../../access.js';
import type { Caller, ServiceContext } from '../../context.js';
import { cohortMembers } from '../../db/schema.js';
import { memberOf } from './listMembers.js';
import { lockMember } from './lockMember.js';

/**
 * Says whether an active member owes the work due before they joined (manage_program_settings). By default a student
 * who joins late does not: that work is "set before you joined" for them. Owing it, it counts as for everyone else
 * (overdue once past due, counted in progress).
 */
export async function setEarlierWork(
  ctx: ServiceContext,
  caller: Caller | null,
  cohortId: string,
  uid: string,
  body: unknown,
): Promise<CohortMember> {
  await requirePermission(ctx, caller, 'manage_program_settings', { action: 'set_earlier_work', cohortId, uid });
  const { owes } = parseInput(earlierWorkInput, body);
  await ctx.db.transaction(async (tx) => {
    const member = await lockMember(tx, cohortId, uid);
    if (!member) throw new DataError('not_found', COHORT_MESSAGES.noSuchMember);
    if (member.status !== 'active') throw new DataError('conflict', COHORT_MESSAGES.notActive);
    await tx
      .update(cohortMembers)
      .set({ owesEarlierWork: owes })
      .where(and(eq(cohortMembers.cohortId, cohortId), eq(cohortMembers.uid, uid)));
  });
  return memberOf(ctx.db, cohortId, uid);
}
