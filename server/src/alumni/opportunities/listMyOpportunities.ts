import { desc, eq } from 'drizzle-orm';
import type { OpportunityView } from '@sla/contract';
import type { Caller, ServiceContext } from '../../context.js';
import { opportunities } from '../../db/schema.js';
import { moderates, requirePoster } from './opportunityAccess.js';
import { toOpportunityView } from './toOpportunity.js';

/** GET /alumni/opportunities/mine: everything the caller posted, whatever its state, newest first (at most 200). */
export async function listMyOpportunities(ctx: ServiceContext, caller: Caller | null): Promise<{ items: OpportunityView[] }> {
  const poster = await requirePoster(ctx, caller, { action: 'list_my_opportunities' });
  const now = ctx.now();
  const rows = await ctx.db
    .select()
    .from(opportunities)
    .where(eq(opportunities.posterUid, poster.token.uid))
    .orderBy(desc(opportunities.postedAt), desc(opportunities.id))
    .limit(200);
  return { items: rows.map((row) => toOpportunityView(row, now, poster.token.uid, moderates(poster))) };
}
