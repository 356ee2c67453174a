import { eq } from 'drizzle-orm';
import { DataError, type StaffApplication } from '@sla/contract';
import { REVIEW_MESSAGES } from '@sla/contract/serviceMessages';
import type { Caller, ServiceContext } from '../context.js';
import { programs } from '../db/schema.js';
import { auditRoleRefusal, type RoleAssignmentOutcome } from '../users/assignRole.js';
import { findApplication } from './findApplication.js';
import { asReviewer } from './refusal.js';
import { assignStudentRoleWithin } from './releaseDecision.js';
import { toStaffApplication } from './toStaffApplication.js';

/**
 * Makes an accepted, released applicant a student when the release could not (manage_roles): a
 * staff member decided, and only an admin may assign the student role. The assignment runs as the
 * caller, through the same service as /admin/users.
 */
export function assignStudentRole(ctx: ServiceContext, caller: Caller | null, id: string): Promise<StaffApplication> {
  return asReviewer(ctx, caller, 'manage_roles', { action: 'assign_student_role', applicationId: id }, async (admin) => {
    const uid = admin.token.uid;
    const { row, outcome } = await ctx.db.transaction(
      async (tx): Promise<{ row: Awaited<ReturnType<typeof findApplication>>; outcome: RoleAssignmentOutcome }> => {
        const application = await findApplication(tx, id, uid, { lock: true });
        if (application.studentRole === 'assigned') throw new DataError('conflict', REVIEW_MESSAGES.studentRoleAssigned);
        if (application.decision !== 'accepted' || !application.releasedAt || application.studentRole !== 'refused') {
          throw new DataError('conflict', REVIEW_MESSAGES.studentRoleNotDue);
        }
        const [program] = await tx.select({ name: programs.name }).from(programs).where(eq(programs.id, application.programId));
        const result = await assignStudentRoleWithin(tx, application, program?.name ?? 'the programme', uid, ctx.now());
        return { row: await findApplication(tx, id, uid), outcome: result };
      },
    );
    if (outcome.kind === 'done') {
      ctx.profiles.forget(row.userId);
      ctx.roleClaims.changed(row.userId, outcome.row.role);
    }
    await auditRoleRefusal(ctx, outcome, {
      actingUid: uid,
      targetUid: row.userId,
      role: 'student',
      context: { applicationId: id },
    });
    return toStaffApplication(ctx.db, row, uid);
  });
}
