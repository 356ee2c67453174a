import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { DataError, type MentorRequest } from '@sla/contract';
import { MENTOR_REQUEST_MESSAGES } from '@sla/contract/schemas';
import { requirePermission } from '../../access.js';
import type { Caller, ServiceContext } from '../../context.js';
import { pgErrorCode } from '../../db/pgErrorCode.js';
import { mentorRequests, mentorships } from '../../db/schema.js';
import { findStudentCohort } from '../studentCohort.js';
import { closeOtherRequests } from './closeOtherRequests.js';
import { lockOpenRequest } from './loadRequest.js';
import { tellStudentOfAnswer } from './tellStudentOfAnswer.js';
import { namedRequest, toMentorRequest } from './toMentorRequest.js';

/**
 * POST /mentoring/requests/:id/accept: the mentor it was sent to accepts, and the mentorship the student portal knows
 * starts (paired by the mentor, in the student's current cohort; for an alumnus who asked, decision 0052, the same
 * mentorship with no cohort, which they meet at /alumni/mentor). The student's other open requests close, and they
 * get a notice and an e-mail, all in one transaction. A student who was given a mentor meanwhile: the request closes
 * ('paired') and the mentor is told so (409).
 */
export async function acceptMentorRequest(ctx: ServiceContext, caller: Caller | null, id: string): Promise<MentorRequest> {
  const mentor = await requirePermission(ctx, caller, 'network_with_alumni', { action: 'accept_mentor_request', id });
  const me = mentor.token.uid;
  const now = ctx.now();
  let pairedMeanwhile = false;
  try {
    await ctx.db.transaction(async (tx) => {
      const request = await lockOpenRequest(tx, id, (row) => row.mentorUid === me);
      const [current] = await tx
        .select({ id: mentorships.id })
        .from(mentorships)
        .where(and(eq(mentorships.studentUid, request.studentUid), isNull(mentorships.endedAt)));
      if (current) {
        pairedMeanwhile = true;
        await closeOtherRequests(tx, request.studentUid, now);
        return;
      }
      // A student's mentorship is in their cohort; an alumnus's (decision 0052) belongs to no cohort.
      const cohort = request.askedAs === 'student' ? await findStudentCohort(tx, request.studentUid) : null;
      const mentorshipId = randomUUID();
      await tx.insert(mentorships).values({
        id: mentorshipId,
        studentUid: request.studentUid,
        mentorUid: me,
        cohortId: cohort?.id ?? null,
        pairedBy: me,
        pairedAt: now,
      });
      await tx.update(mentorRequests).set({ status: 'accepted', answeredAt: now, mentorshipId }).where(eq(mentorRequests.id, id));
      await closeOtherRequests(tx, request.studentUid, now, id);
      await tellStudentOfAnswer(ctx, tx, {
        requestId: id,
        studentUid: request.studentUid,
        askedAs: request.askedAs,
        mentorName: mentor.profile?.displayName?.trim() || null,
        accepted: true,
        now,
      });
    });
  } catch (error) {
    // Staff paired the student at the same moment (mentorships_one_current).
    if (pgErrorCode(error) === '23505') throw new DataError('conflict', MENTOR_REQUEST_MESSAGES.pairedMeanwhile);
    throw error;
  }
  if (pairedMeanwhile) throw new DataError('conflict', MENTOR_REQUEST_MESSAGES.pairedMeanwhile);
  return toMentorRequest((await namedRequest(ctx.db, id))!);
}
