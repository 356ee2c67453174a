import { eq } from 'drizzle-orm';
import type { MentorRequest } from '@sla/contract';
import { MENTOR_REQUEST_NAMELESS, MENTOR_REQUEST_NOTICES } from '@sla/contract/serviceMessages';
import { requirePermission } from '../../access.js';
import type { Caller, ServiceContext } from '../../context.js';
import { auditLogs, mentorRequests } from '../../db/schema.js';
import { createNotice } from '../../notices/createNotice.js';
import { lockOpenRequest } from './loadRequest.js';
import { MENTEES_PATH, mentorPagePath, nameOf, personToTell } from './people.js';
import { namedRequest, toMentorRequest } from './toMentorRequest.js';

/**
 * POST /mentoring/requests/:id/close (manage_program_settings): staff step in and close an open request, say after a
 * report, or before pairing the student themselves on the cohort's page. Both people get a notice (no e-mail: nothing
 * is asked of them); a granted permission_check entry records who acted.
 */
export async function closeMentorRequest(ctx: ServiceContext, caller: Caller | null, id: string): Promise<MentorRequest> {
  const staff = await requirePermission(ctx, caller, 'manage_program_settings', { action: 'close_mentor_request', id });
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const request = await lockOpenRequest(tx, id, () => true);
    await tx
      .update(mentorRequests)
      .set({ status: 'closed', closedBecause: 'staff', closedBy: staff.token.uid, answeredAt: now })
      .where(eq(mentorRequests.id, id));
    await tx.insert(auditLogs).values({
      type: 'permission_check',
      userId: staff.token.uid,
      permission: 'manage_program_settings',
      granted: true,
      context: { source: 'server', action: 'close_mentor_request', id, uid: request.studentUid },
      timestamp: now,
    });
    const [student, mentor] = await Promise.all([personToTell(tx, request.studentUid), personToTell(tx, request.mentorUid)]);
    await createNotice(tx, {
      userId: request.studentUid,
      text: MENTOR_REQUEST_NOTICES.closed(nameOf(mentor, MENTOR_REQUEST_NAMELESS.yourMentorInSentence)),
      link: mentorPagePath(request.askedAs),
      now,
    });
    await createNotice(tx, {
      userId: request.mentorUid,
      text: MENTOR_REQUEST_NOTICES.closedForMentor(
        nameOf(
          student,
          request.askedAs === 'alumni' ? MENTOR_REQUEST_NAMELESS.alumnusInSentence : MENTOR_REQUEST_NAMELESS.studentInSentence,
        ),
      ),
      link: MENTEES_PATH,
      now,
    });
  });
  return toMentorRequest((await namedRequest(ctx.db, id))!);
}
