import { randomUUID } from 'node:crypto';
import type { Acknowledgement } from '@sla/contract';
import { parseInput, pledgeInput } from '@sla/contract/schemas';
import type { Locale } from '@sla/i18n/locales';
import { GIVING_MESSAGES } from '@sla/contract/serviceMessages';
import type { ServiceContext } from '../context.js';
import { pledges } from '../db/schema.js';
import { openFollowUp } from '../followUps/openFollowUp.js';
import { localeOf } from '../i18n/localeOf.js';
import { enqueueMail } from '../mail/enqueueMail.js';
import { pledgeThanksMail, pledgeToStaffMail } from '../mail/templates/pledgeMails.js';
import { enforceRateLimits } from '../rateLimit/enforceRateLimits.js';
import { PLEDGES_PER_IP } from '../rateLimit/rules.js';
import { formatMoney, toMinorUnits } from './money.js';

export const PLEDGE_MESSAGE = GIVING_MESSAGES.pledgeThanks;

/**
 * A promise to give, for when online payment is not set up or not wanted: stored for staff to
 * follow up, with the team told and the donor thanked, all in one transaction. The donor's thanks are in the language
 * of the page they pledged from (`meta.locale`); the team's mail in that of the account with the team address, else
 * English.
 */
export async function recordPledge(
  ctx: ServiceContext,
  body: unknown,
  meta: { ip: string; locale: Locale },
): Promise<Acknowledgement> {
  const input = parseInput(pledgeInput, body);
  const currency = ctx.settings.donationCurrency;
  const amountMinor = toMinorUnits(input.amount, currency);
  await enforceRateLimits(ctx, [[PLEDGES_PER_IP, meta.ip]]);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(pledges)
      .values({
        id: randomUUID(),
        name: input.name,
        email: input.email,
        frequency: input.frequency,
        amountMinor,
        currency,
        createdAt: now,
      })
      .returning();
    // Into the follow-up inbox (decision 0049), replies in the language of the page it was pledged from.
    await openFollowUp(tx, { id: row!.id, kind: 'pledge', name: input.name, email: input.email, locale: meta.locale, at: now });
    const { staffEmail } = ctx.settings;
    const staffLocale = await localeOf(tx, { email: staffEmail });
    await enqueueMail(tx, pledgeThanksMail(row!, formatMoney(amountMinor, currency, meta.locale), staffEmail, meta.locale), now);
    await enqueueMail(tx, pledgeToStaffMail(row!, formatMoney(amountMinor, currency, staffLocale), staffEmail, staffLocale), now);
  });
  return { message: PLEDGE_MESSAGE };
}
