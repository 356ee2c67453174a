import { eq } from 'drizzle-orm';
import type { MentorRequest } from '@sla/contract';
import type { Caller, ServiceContext } from '../../context.js';
import { mentorRequests } from '../../db/schema.js';
import { lockOpenRequest } from './loadRequest.js';
import { asker } from './asker.js';
import { namedRequest, toMentorRequest } from './toMentorRequest.js';

/**
 * POST /mentoring/requests/:id/withdraw: the student takes back their open request. The mentor is not told (nothing
 * is asked of them any more); it leaves their list of open requests.
 */
export async function withdrawMentorRequest(ctx: ServiceContext, caller: Caller | null, id: string): Promise<MentorRequest> {
  const { caller: student } = await asker(ctx, caller, { action: 'withdraw_mentor_request', id });
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await lockOpenRequest(tx, id, (row) => row.studentUid === student.token.uid);
    await tx.update(mentorRequests).set({ status: 'withdrawn', answeredAt: now }).where(eq(mentorRequests.id, id));
  });
  return toMentorRequest((await namedRequest(ctx.db, id))!);
}
