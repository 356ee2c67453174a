import { eq } from 'drizzle-orm';
import type { OpportunityView } from '@sla/contract';
import type { Caller, ServiceContext } from '../../context.js';
import { opportunities } from '../../db/schema.js';
import { moderates, requirePoster } from './opportunityAccess.js';
import { ownOpportunity } from './ownOpportunity.js';
import { toOpportunityView } from './toOpportunity.js';

/** POST /alumni/opportunities/:id/close: the poster takes theirs off the board for good (again: nothing changes). */
export async function closeOpportunity(ctx: ServiceContext, caller: Caller | null, id: string): Promise<OpportunityView> {
  const poster = await requirePoster(ctx, caller, { action: 'close_opportunity', id });
  const now = ctx.now();
  const row = await ctx.db.transaction(async (tx) => {
    const own = await ownOpportunity(tx, poster, id);
    if (own.closedAt) return own;
    const [closed] = await tx
      .update(opportunities)
      .set({ closedAt: now, updatedAt: now })
      .where(eq(opportunities.id, id))
      .returning();
    return closed!;
  });
  return toOpportunityView(row, now, poster.token.uid, moderates(poster));
}
