import { eq } from 'drizzle-orm';
import { DataError, type Acknowledgement } from '@sla/contract';
import { newsletterTokenInput, parseInput } from '@sla/contract/schemas';
import { NEWSLETTER_MESSAGES } from '@sla/contract/serviceMessages';
import type { ServiceContext } from '../context.js';
import { newsletterSubscribers } from '../db/schema.js';
import { enforceRateLimits } from '../rateLimit/enforceRateLimits.js';
import { NEWSLETTER_LINKS_PER_IP } from '../rateLimit/rules.js';

export const UNSUBSCRIBED_MESSAGE = NEWSLETTER_MESSAGES.unsubscribed;
export const BAD_UNSUBSCRIBE_LINK = NEWSLETTER_MESSAGES.badUnsubscribeLink;

/**
 * Unsubscribes whatever the address's state, at once and without asking twice. The confirmation
 * token is dropped, so an old confirmation link cannot subscribe the address again.
 */
export async function unsubscribe(ctx: ServiceContext, body: unknown, meta: { ip: string }): Promise<Acknowledgement> {
  const { token } = parseInput(newsletterTokenInput, body);
  await enforceRateLimits(ctx, [[NEWSLETTER_LINKS_PER_IP, meta.ip]]);
  const now = ctx.now();
  const [row] = await ctx.db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.unsubscribeToken, token))
    .limit(1);
  if (!row) throw new DataError('not_found', BAD_UNSUBSCRIBE_LINK);
  if (row.status !== 'unsubscribed') {
    await ctx.db
      .update(newsletterSubscribers)
      .set({ status: 'unsubscribed', confirmToken: null, unsubscribedAt: now, updatedAt: now })
      .where(eq(newsletterSubscribers.id, row.id));
  }
  return { message: UNSUBSCRIBED_MESSAGE };
}
