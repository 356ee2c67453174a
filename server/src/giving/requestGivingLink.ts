import { sql } from 'drizzle-orm';
import type { Acknowledgement } from '@sla/contract';
import { givingLinkInput, parseInput } from '@sla/contract/schemas';
import { GIVING_HISTORY_MESSAGES } from '@sla/contract/serviceMessages';
import type { Locale } from '@sla/i18n/locales';
import type { ServiceContext } from '../context.js';
import { givingLinks } from '../db/schema.js';
import { enqueueMail } from '../mail/enqueueMail.js';
import { givingLinkMail } from '../mail/templates/givingMails.js';
import { enforceRateLimits } from '../rateLimit/enforceRateLimits.js';
import { GIVING_LINKS_PER_ADDRESS, GIVING_LINKS_PER_IP } from '../rateLimit/rules.js';
import { donorKey } from './donorKey.js';
import { GIVING_LINK_HOURS, givingTokenHash, givingUrl, newGivingToken } from './givingLinks.js';

/**
 * E-mails a link to the giving history of an address that has given, pledged or gives monthly. The answer is the same
 * sentence whether or not it has (the limits too count every address alike), so the form tells nobody who gives.
 * The link and its e-mail are written in one transaction: the link exists exactly when its e-mail does.
 */
export async function requestGivingLink(
  ctx: ServiceContext,
  body: unknown,
  meta: { ip: string; locale: Locale },
): Promise<Acknowledgement> {
  const { email } = parseInput(givingLinkInput, body);
  const key = donorKey(email);
  await enforceRateLimits(ctx, [
    [GIVING_LINKS_PER_IP, meta.ip],
    [GIVING_LINKS_PER_ADDRESS, key],
  ]);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const result = (await tx.execute(sql`SELECT
      EXISTS (SELECT 1 FROM donations WHERE lower(email) = ${key})
      OR EXISTS (SELECT 1 FROM pledges WHERE lower(email) = ${key})
      OR EXISTS (SELECT 1 FROM monthly_gifts WHERE email_key = ${key}) AS gave`)) as unknown as { rows: { gave: boolean }[] };
    const found = result.rows[0];
    if (!found?.gave) return;
    const token = newGivingToken();
    const expiresAt = new Date(now.getTime() + GIVING_LINK_HOURS * 3600_000);
    await tx.insert(givingLinks).values({ tokenHash: givingTokenHash(token), emailKey: key, expiresAt, createdAt: now });
    await enqueueMail(
      tx,
      givingLinkMail(
        { to: email, locale: meta.locale, url: givingUrl(ctx.settings.siteUrl, token, meta.locale) },
        ctx.settings.staffEmail,
      ),
      now,
    );
  });
  return { message: GIVING_HISTORY_MESSAGES.linkSent };
}
