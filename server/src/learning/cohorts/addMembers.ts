import { and, asc, eq, inArray } from 'drizzle-orm';
import { DataError, type CohortMember } from '@sla/contract';
import { addMembersInput, parseInput } from '@sla/contract/schemas';
import { COHORT_MESSAGES } from '@sla/contract/serviceMessages';
import { requirePermission } from '../../access.js';
import type { Caller, ServiceContext } from '../../context.js';
import { cohortMembers, cohorts, users } from '../../db/schema.js';
import { findCohort } from './cohortRows.js';
import { memberRows } from './memberRows.js';

/**
 * Adds students to a cohort as active members (manage_program_settings), all or none: anyone who is not a student, or
 * is already active in a cohort, is named in a 409 and nobody is added. One transaction with the people's rows locked
 * (in uid order), as a role change locks them, so a role changed or a cohort joined at the same moment is seen here.
 * Someone who once left this cohort comes back into it. Answers the cohort's members as GET members does.
 */
export async function addMembers(
  ctx: ServiceContext,
  caller: Caller | null,
  cohortId: string,
  body: unknown,
): Promise<{ items: CohortMember[] }> {
  await requirePermission(ctx, caller, 'manage_program_settings', { action: 'add_cohort_members', cohortId });
  const uids = [...new Set(parseInput(addMembersInput, body).uids)].sort();
  await findCohort(ctx.db, cohortId);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const people = await tx
      .select({ uid: users.uid, displayName: users.displayName, role: users.role })
      .from(users)
      .where(inArray(users.uid, uids))
      .orderBy(asc(users.uid))
      .for('update');
    const nameOf = (uid: string) => people.find((person) => person.uid === uid)?.displayName?.trim() || uid;
    const notStudents = uids.filter((uid) => people.find((person) => person.uid === uid)?.role !== 'student');
    const active = await tx
      .select({ uid: cohortMembers.uid, cohortName: cohorts.name })
      .from(cohortMembers)
      .innerJoin(cohorts, eq(cohorts.id, cohortMembers.cohortId))
      .where(and(inArray(cohortMembers.uid, uids), eq(cohortMembers.status, 'active')))
      .orderBy(asc(cohortMembers.uid));
    if (notStudents.length || active.length)
      throw new DataError(
        'conflict',
        COHORT_MESSAGES.cannotAdd(
          notStudents.map(nameOf),
          active.map(({ uid, cohortName }) => `${nameOf(uid)} (${cohortName})`),
        ),
      );
    await tx
      .insert(cohortMembers)
      .values(uids.map((uid) => ({ cohortId, uid, status: 'active' as const, joinedAt: now })))
      .onConflictDoUpdate({
        target: [cohortMembers.cohortId, cohortMembers.uid],
        set: { status: 'active', joinedAt: now, completedAt: null, completedBy: null, applicationId: null },
      });
  });
  return { items: await memberRows(ctx.db, cohortId) };
}
