import type { StaffMentorship } from '@sla/contract';
import { endMentorshipAsStaffInput, parseInput } from '@sla/contract/schemas';
import { requirePermission } from '../../access.js';
import type { Caller, ServiceContext } from '../../context.js';
import { auditLogs } from '../../db/schema.js';
import { closeMentorship } from './closeMentorship.js';
import { staffMentorshipView } from './staffMentorshipView.js';
import { tellOfEnding } from './tellOfEnding.js';

/**
 * POST /mentoring/mentorships/:id/end (manage_program_settings): staff end any current mentorship, a student's or a
 * recent alumnus's (which no cohort page shows), with a reason kept on the mentorship for staff and in a granted
 * permission_check entry naming who acted, as closing a request does. Both people are told, without the reason.
 * Missing: 404; already ended: 409.
 */
export async function endMentorshipAsStaff(
  ctx: ServiceContext,
  caller: Caller | null,
  id: string,
  body: unknown,
): Promise<StaffMentorship> {
  const context = { action: 'end_mentorship_as_staff', mentorshipId: id };
  const staff = await requirePermission(ctx, caller, 'manage_program_settings', context);
  const { reason } = parseInput(endMentorshipAsStaffInput, body ?? {});
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const ended = await closeMentorship(tx, id, { by: staff.token.uid, as: 'staff', note: '', reason, now });
    await tx.insert(auditLogs).values({
      type: 'permission_check',
      userId: staff.token.uid,
      permission: 'manage_program_settings',
      granted: true,
      context: { source: 'server', ...context, studentUid: ended.studentUid, mentorUid: ended.mentorUid, reason },
      timestamp: now,
    });
    await tellOfEnding(tx, ctx, ended, now);
  });
  return staffMentorshipView(ctx.db, id);
}
