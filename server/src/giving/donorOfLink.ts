import { and, eq, gt } from 'drizzle-orm';
import { DataError } from '@sla/contract';
import { GIVING_HISTORY_MESSAGES } from '@sla/contract/serviceMessages';
import type { ServiceContext } from '../context.js';
import { givingLinks } from '../db/schema.js';
import { enforceRateLimits } from '../rateLimit/enforceRateLimits.js';
import { GIVING_PAGES_PER_IP } from '../rateLimit/rules.js';
import { givingTokenHash, isGivingToken } from './givingLinks.js';

/**
 * The donor (their lower-cased address) a link from the e-mail is for, while it has not expired. An unknown, malformed
 * and expired link get the same 404 in the same words, so a guess learns nothing. Limited per IP against guessing.
 */
export async function donorOfLink(ctx: ServiceContext, token: string, meta: { ip: string }): Promise<string> {
  await enforceRateLimits(ctx, [[GIVING_PAGES_PER_IP, meta.ip]]);
  const badLink = new DataError('not_found', GIVING_HISTORY_MESSAGES.badLink);
  if (!isGivingToken(token)) throw badLink;
  const [link] = await ctx.db
    .select({ emailKey: givingLinks.emailKey })
    .from(givingLinks)
    .where(and(eq(givingLinks.tokenHash, givingTokenHash(token)), gt(givingLinks.expiresAt, ctx.now())))
    .limit(1);
  if (!link) throw badLink;
  return link.emailKey;
}
