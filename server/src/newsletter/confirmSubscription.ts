import { eq } from 'drizzle-orm';
import { DataError, type Acknowledgement } from '@sla/contract';
import { newsletterTokenInput, parseInput } from '@sla/contract/schemas';
import { NEWSLETTER_MESSAGES } from '@sla/contract/serviceMessages';
import type { ServiceContext } from '../context.js';
import { newsletterSubscribers } from '../db/schema.js';
import { enforceRateLimits } from '../rateLimit/enforceRateLimits.js';
import { NEWSLETTER_LINKS_PER_IP } from '../rateLimit/rules.js';

export const CONFIRMED_MESSAGE = NEWSLETTER_MESSAGES.confirmed;
export const BAD_CONFIRM_LINK = NEWSLETTER_MESSAGES.badConfirmLink;

/** Double opt-in, step two. Opening the link twice is fine; a link from before an unsubscribe is not valid. */
export async function confirmSubscription(ctx: ServiceContext, body: unknown, meta: { ip: string }): Promise<Acknowledgement> {
  const { token } = parseInput(newsletterTokenInput, body);
  await enforceRateLimits(ctx, [[NEWSLETTER_LINKS_PER_IP, meta.ip]]);
  const now = ctx.now();
  const [row] = await ctx.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.confirmToken, token)).limit(1);
  if (!row || row.status === 'unsubscribed') throw new DataError('not_found', BAD_CONFIRM_LINK);
  if (row.status === 'pending') {
    await ctx.db
      .update(newsletterSubscribers)
      .set({ status: 'confirmed', confirmedAt: now, updatedAt: now })
      .where(eq(newsletterSubscribers.id, row.id));
  }
  return { message: CONFIRMED_MESSAGE };
}
