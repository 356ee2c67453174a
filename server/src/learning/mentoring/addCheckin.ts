import { randomUUID } from 'node:crypto';
import { invalidInput, type MentorCheckin } from '@sla/contract';
import { checkinInput, parseInput } from '@sla/contract/schemas';
import type { Caller, ServiceContext } from '../../context.js';
import { mentorCheckins } from '../../db/schema.js';
import { MENTORING_MESSAGES } from './mentoringMessages.js';
import { holdOpenMentorship, openMentorship } from './openMentorship.js';
import { peopleByUid } from './people.js';
import { programmeToday } from './programmeToday.js';
import { toMentorCheckin } from './toMentoringItems.js';

/**
 * POST /mentorships/:id/checkins: either side logs a meeting. The date may not be after today in the programme's time
 * zone, whatever the browser's clock says.
 */
export async function addCheckin(
  ctx: ServiceContext,
  caller: Caller | null,
  id: string,
  rawBody: unknown,
): Promise<MentorCheckin> {
  const open = await openMentorship(ctx, caller, id, 'add_mentor_checkin', { write: true });
  const input = parseInput(checkinInput, rawBody);
  const now = ctx.now();
  if (input.metOn > (await programmeToday(ctx.db, open.row, now))) throw invalidInput({ metOn: MENTORING_MESSAGES.metOnFuture });
  const uid = open.caller.token.uid;
  const row = await ctx.db.transaction(async (tx) => {
    await holdOpenMentorship(tx, id);
    const [checkin] = await tx
      .insert(mentorCheckins)
      .values({ id: randomUUID(), mentorshipId: id, authorUid: uid, ...input, createdAt: now })
      .returning();
    return checkin!;
  });
  return toMentorCheckin(row, await peopleByUid(ctx.db, [uid]));
}
