import { lt } from 'drizzle-orm';
import type { ServiceContext } from '../context.js';
import { stripeSubscriptionEnds } from '../db/schema.js';

/**
 * How long a subscription's end is kept for a Checkout completion that may still arrive: Stripe retries a webhook for
 * up to three days and keeps an event, which can be sent again by hand, for thirty. After that nothing can start a gift
 * for the subscription, and its gift (if any) already holds the end.
 */
export const SUBSCRIPTION_END_KEPT_MS = 30 * 24 * 60 * 60 * 1000;

/** Forgets the subscription ends recorded more than thirty days ago (decision 0051). Answers how many. */
export async function pruneSubscriptionEnds(ctx: ServiceContext): Promise<number> {
  const before = new Date(ctx.now().getTime() - SUBSCRIPTION_END_KEPT_MS);
  const pruned = await ctx.db
    .delete(stripeSubscriptionEnds)
    .where(lt(stripeSubscriptionEnds.recordedAt, before))
    .returning({ id: stripeSubscriptionEnds.subscriptionId });
  return pruned.length;
}
