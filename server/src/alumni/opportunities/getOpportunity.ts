import type { OpportunityView } from '@sla/contract';
import type { Caller, ServiceContext } from '../../context.js';
import { loadOpportunity, noSuchOpportunity } from './loadOpportunity.js';
import { moderates, requireReader } from './opportunityAccess.js';
import { stateOf, toOpportunityView } from './toOpportunity.js';

/**
 * GET /alumni/opportunities/:id: one on the board for every reader; one off the board (past its deadline, closed,
 * hidden) only for its poster and for staff, the same 404 as a missing one for everyone else.
 */
export async function getOpportunity(ctx: ServiceContext, caller: Caller | null, id: string): Promise<OpportunityView> {
  const reader = await requireReader(ctx, caller, { action: 'get_opportunity', id });
  const row = await loadOpportunity(ctx.db, id);
  const now = ctx.now();
  const moderator = moderates(reader);
  if (!row || (stateOf(row, now) !== 'open' && row.posterUid !== reader.token.uid && !moderator)) throw noSuchOpportunity();
  return toOpportunityView(row, now, reader.token.uid, moderator);
}
