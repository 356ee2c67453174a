import { randomUUID } from 'node:crypto';
import type { MentorMessage } from '@sla/contract';
import { mentorMessageInput, parseInput } from '@sla/contract/schemas';
import type { Caller, ServiceContext } from '../../context.js';
import { mentorMessages } from '../../db/schema.js';
import { countMentorMessage } from './messageRate.js';
import { holdOpenMentorship, openMentorship, otherSide } from './openMentorship.js';
import { peopleByUid } from './people.js';
import { tellOtherSide } from './tellOtherSide.js';
import { toMentorMessage } from './toMentoringItems.js';

/**
 * POST /mentorships/:id/messages: either side writes to the other, who gets an e-mail (see tellOtherSide). Counted
 * per sender once the message is known to be a valid one; 409 once the mentorship has ended.
 */
export async function sendMentorMessage(
  ctx: ServiceContext,
  caller: Caller | null,
  id: string,
  rawBody: unknown,
): Promise<MentorMessage> {
  const open = await openMentorship(ctx, caller, id, 'send_mentor_message', { write: true });
  const { body } = parseInput(mentorMessageInput, rawBody);
  const uid = open.caller.token.uid;
  await countMentorMessage(ctx, uid);
  const now = ctx.now();
  const row = await ctx.db.transaction(async (tx) => {
    await holdOpenMentorship(tx, id);
    const [message] = await tx
      .insert(mentorMessages)
      .values({ id: randomUUID(), mentorshipId: id, authorUid: uid, body, sentAt: now, readAt: null })
      .returning();
    await tellOtherSide(tx, ctx, open, message!);
    return message!;
  });
  // Committed: the other side's open thread (on whichever instance) loads it now.
  ctx.messages.publish(otherSide(open), { kind: 'mentor', threadId: id });
  return toMentorMessage(row, await peopleByUid(ctx.db, [uid]), uid);
}
