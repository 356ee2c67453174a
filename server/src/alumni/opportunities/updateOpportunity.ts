import { eq } from 'drizzle-orm';
import type { OpportunityView } from '@sla/contract';
import { opportunityInput, parseInput } from '@sla/contract/schemas';
import type { Caller, ServiceContext } from '../../context.js';
import { opportunities } from '../../db/schema.js';
import { checkDeadline } from './checkDeadline.js';
import { moderates, requirePoster } from './opportunityAccess.js';
import { ownOpportunity } from './ownOpportunity.js';
import { toOpportunityView } from './toOpportunity.js';

/**
 * PUT /alumni/opportunities/:id: the poster changes theirs, open or past its deadline (a later deadline puts it back
 * on the board); a closed or hidden one is 409. The poster's name stays as it was posted.
 */
export async function updateOpportunity(
  ctx: ServiceContext,
  caller: Caller | null,
  id: string,
  body: unknown,
): Promise<OpportunityView> {
  const poster = await requirePoster(ctx, caller, { action: 'update_opportunity', id });
  const input = parseInput(opportunityInput, body);
  const now = ctx.now();
  checkDeadline(input.deadline, now);
  const row = await ctx.db.transaction(async (tx) => {
    await ownOpportunity(tx, poster, id, { editable: true });
    const [updated] = await tx
      .update(opportunities)
      .set({ ...input, updatedAt: now })
      .where(eq(opportunities.id, id))
      .returning();
    return updated!;
  });
  return toOpportunityView(row, now, poster.token.uid, moderates(poster));
}
