import { randomUUID } from 'node:crypto';
import type { OpportunityView } from '@sla/contract';
import { OPPORTUNITY_MESSAGES, opportunityInput, parseInput } from '@sla/contract/schemas';
import type { Caller, ServiceContext } from '../../context.js';
import { opportunities } from '../../db/schema.js';
import { enforceRateLimits } from '../../rateLimit/enforceRateLimits.js';
import { OPPORTUNITY_POSTS_PER_USER } from '../../rateLimit/rules.js';
import { checkDeadline } from './checkDeadline.js';
import { moderates, requirePoster } from './opportunityAccess.js';
import { toOpportunityView } from './toOpportunity.js';

/**
 * POST /alumni/opportunities: on the board at once under the poster's display name (never their e-mail: with no name
 * the board says "a member of the network"). Rate limited per poster.
 */
export async function postOpportunity(ctx: ServiceContext, caller: Caller | null, body: unknown): Promise<OpportunityView> {
  const poster = await requirePoster(ctx, caller, { action: 'post_opportunity' });
  const input = parseInput(opportunityInput, body);
  const now = ctx.now();
  checkDeadline(input.deadline, now);
  await enforceRateLimits(ctx, [[OPPORTUNITY_POSTS_PER_USER, poster.token.uid]], OPPORTUNITY_MESSAGES.tooManyPosts);
  const [row] = await ctx.db
    .insert(opportunities)
    .values({
      id: randomUUID(),
      posterUid: poster.token.uid,
      posterName: poster.profile?.displayName?.trim() ?? '',
      ...input,
      postedAt: now,
      updatedAt: now,
    })
    .returning();
  return toOpportunityView(row!, now, poster.token.uid, moderates(poster));
}
