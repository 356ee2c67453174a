import type { Mentorship } from '@sla/contract';
import { endMentorshipInput, parseInput } from '@sla/contract/schemas';
import type { Caller, ServiceContext } from '../../context.js';
import { mentorshipView } from '../mentoring/mentorshipView.js';
import { openMentorship } from '../mentoring/openMentorship.js';
import { alreadyEnded, closeMentorship } from './closeMentorship.js';
import { tellOfEnding } from './tellOfEnding.js';

/**
 * POST /mentorships/:id/end: its mentee or its mentor ends their mentorship, with an optional note to the other side,
 * who is told (a notice and an e-mail in their language) in the same transaction. Anyone else gets openMentorship's
 * 404 of a missing one (audited); an ended one 409. The mentee may then ask for another mentor (as students and recent
 * alumni do); the mentorship stays readable by both, without new messages, tasks or check-ins.
 */
export async function endMentorshipBySide(
  ctx: ServiceContext,
  caller: Caller | null,
  id: string,
  body: unknown,
): Promise<Mentorship> {
  const open = await openMentorship(ctx, caller, id, 'end_mentorship');
  if (open.row.endedAt) throw alreadyEnded();
  const { note } = parseInput(endMentorshipInput, body ?? {});
  const now = ctx.now();
  const row = await ctx.db.transaction(async (tx) => {
    const ended = await closeMentorship(tx, id, { by: open.caller.token.uid, as: open.you, note, reason: null, now });
    await tellOfEnding(tx, ctx, ended, now);
    return ended;
  });
  return mentorshipView(ctx.db, { ...open, row });
}
