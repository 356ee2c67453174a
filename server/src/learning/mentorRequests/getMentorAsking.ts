import type { MentorAsking } from '@sla/contract';
import type { Caller, ServiceContext } from '../../context.js';
import { asker, currentMentorshipOf, openRequestsOf } from './asker.js';

/**
 * GET /mentoring/asking: whether the caller may ask for a mentor now and what they have (a mentor, open requests), so
 * the alumni portal offers its mentor page only to those the service lets ask or who have something there (decision
 * 0052). Students always may; an alumnus in their first years; nobody else.
 */
export async function getMentorAsking(ctx: ServiceContext, caller: Caller | null): Promise<MentorAsking> {
  const found = await asker(ctx, caller, { action: 'read_mentor_asking' });
  const uid = found.caller.token.uid;
  const [mentorship, openRequests] = await Promise.all([currentMentorshipOf(ctx.db, uid), openRequestsOf(ctx.db, uid)]);
  return {
    mayAsk: found.mayAsk,
    askUntil: found.mayAsk && found.askUntil ? found.askUntil.toISOString() : null,
    hasMentor: mentorship !== null,
    openRequests,
  };
}
