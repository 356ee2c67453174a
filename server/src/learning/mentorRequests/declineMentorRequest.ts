import { eq } from 'drizzle-orm';
import type { MentorRequest } from '@sla/contract';
import { declineMentorRequestInput, parseInput } from '@sla/contract/schemas';
import { requirePermission } from '../../access.js';
import type { Caller, ServiceContext } from '../../context.js';
import { alumniBlocks, mentorRequests } from '../../db/schema.js';
import { lockOpenRequest } from './loadRequest.js';
import { tellStudentOfAnswer } from './tellStudentOfAnswer.js';
import { namedRequest, toMentorRequest } from './toMentorRequest.js';

/**
 * POST /mentoring/requests/:id/decline: the mentor declines, no reason asked. The student is told kindly (a notice and
 * an e-mail that give no reason). With `block`, the mentor also blocks the student (the network's own block, so it
 * holds in messages too once they are alumni): the student no longer sees them and cannot ask again; the student is
 * never told of it.
 */
export async function declineMentorRequest(
  ctx: ServiceContext,
  caller: Caller | null,
  id: string,
  body: unknown,
): Promise<MentorRequest> {
  const mentor = await requirePermission(ctx, caller, 'network_with_alumni', { action: 'decline_mentor_request', id });
  const me = mentor.token.uid;
  const { block } = parseInput(declineMentorRequestInput, body ?? {});
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const request = await lockOpenRequest(tx, id, (row) => row.mentorUid === me);
    await tx.update(mentorRequests).set({ status: 'declined', answeredAt: now }).where(eq(mentorRequests.id, id));
    if (block) {
      await tx
        .insert(alumniBlocks)
        .values({ blockerUid: me, blockedUid: request.studentUid, createdAt: now })
        .onConflictDoNothing({ target: [alumniBlocks.blockerUid, alumniBlocks.blockedUid] });
    }
    await tellStudentOfAnswer(ctx, tx, {
      requestId: id,
      studentUid: request.studentUid,
      askedAs: request.askedAs,
      mentorName: mentor.profile?.displayName?.trim() || null,
      accepted: false,
      now,
    });
  });
  return toMentorRequest((await namedRequest(ctx.db, id))!);
}
