import { and, eq } from 'drizzle-orm';
import { DataError, type Completion } from '@sla/contract';
import { completeInput, parseInput } from '@sla/contract/schemas';
import { COHORT_MESSAGES } from '@sla/contract/serviceMessages';
import { requirePermission } from '../../access.js';
import type { Caller, ServiceContext } from '../../context.js';
import { cohortMembers, cohorts, programs } from '../../db/schema.js';
import { assignRoleWithin, auditRoleRefusal, roleRefusal } from '../../users/assignRole.js';
import { memberOf } from '../cohorts/listMembers.js';
import { lockMember } from '../cohorts/lockMember.js';
import { endMentorship } from '../pairing/endMentorship.js';
import { startAlumniProfile } from './startAlumniProfile.js';

/**
 * Marks an active member as having completed the programme (manage_program_settings). The role becomes alumni through
 * the role assignment service, as the caller, so its rules, messages and role_change audit entry apply as on
 * /admin/users; in the same transaction the membership is closed, the mentorship ended and an alumni profile started.
 * A refused role change changes nothing and answers as the service does.
 */
export async function completeMember(
  ctx: ServiceContext,
  caller: Caller | null,
  cohortId: string,
  uid: string,
  body: unknown,
): Promise<Completion> {
  const staff = await requirePermission(ctx, caller, 'manage_program_settings', { action: 'complete_member', cohortId, uid });
  const input = parseInput(completeInput, body);
  const actingUid = staff.token.uid;
  const now = ctx.now();
  const outcome = await ctx.db.transaction(async (tx) => {
    const member = await lockMember(tx, cohortId, uid);
    if (!member) throw new DataError('not_found', COHORT_MESSAGES.noSuchMember);
    if (member.status !== 'active') throw new DataError('conflict', COHORT_MESSAGES.notActive);
    const [cohort] = await tx
      .select({ name: cohorts.name, programId: cohorts.programId, endsOn: cohorts.endsOn, programName: programs.name })
      .from(cohorts)
      .innerJoin(programs, eq(programs.id, cohorts.programId))
      .where(eq(cohorts.id, cohortId));
    const result = await assignRoleWithin(tx, {
      actingUid,
      targetUid: uid,
      role: 'alumni',
      reason: input.note || `Completed ${cohort!.programName} (${cohort!.name})`,
      now,
    });
    if (result.kind !== 'done') return result;
    await tx
      .update(cohortMembers)
      .set({ status: 'completed', completedAt: now, completedBy: actingUid })
      .where(and(eq(cohortMembers.cohortId, cohortId), eq(cohortMembers.uid, uid)));
    await endMentorship(tx, uid, now);
    await startAlumniProfile(tx, { uid, programId: cohort!.programId, cohortId, cohortEndsOn: cohort!.endsOn, now });
    return result;
  });
  if (outcome.kind !== 'done') {
    await auditRoleRefusal(ctx, outcome, { actingUid, targetUid: uid, role: 'alumni', context: { cohortId } });
    throw roleRefusal(outcome);
  }
  // Committed: the new role applies to the next request, and the claim is set (and the student's open pages told) now.
  ctx.profiles.forget(uid);
  ctx.roleClaims.changed(uid, outcome.row.role);
  return { member: await memberOf(ctx.db, cohortId, uid), role: 'alumni' };
}
