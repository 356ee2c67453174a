import { randomUUID } from 'node:crypto';
import type { Acknowledgement, MessageKind } from '@sla/contract';
import { MESSAGE_KINDS, messageInput, parseInput } from '@sla/contract/schemas';
import type { Locale } from '@sla/i18n/locales';
import type { ServiceContext } from '../context.js';
import { messages } from '../db/schema.js';
import { openFollowUp } from '../followUps/openFollowUp.js';
import { localeOf } from '../i18n/localeOf.js';
import { enqueueMail } from '../mail/enqueueMail.js';
import { MESSAGE_KIND_TEXT } from '../mail/templates/messageKinds.js';
import { messageReceiptMail } from '../mail/templates/messageReceipt.js';
import { messageToStaffMail } from '../mail/templates/messageToStaff.js';
import { enforceRateLimits, withinRateLimit } from '../rateLimit/enforceRateLimits.js';
import { MESSAGE_RECEIPTS_PER_ADDRESS, MESSAGES_PER_IP } from '../rateLimit/rules.js';

/** A filled honeypot: the form hides the field, so only a robot fills it in. */
function filledHoneypot(body: unknown): boolean {
  const website = (body as { website?: unknown } | null)?.website;
  return website !== undefined && website !== null && !(typeof website === 'string' && website.trim() === '');
}

const kindOf = (body: unknown): MessageKind => {
  const kind = (body as { kind?: unknown } | null)?.kind;
  return MESSAGE_KINDS.find((known) => known === kind) ?? 'contact';
};

/**
 * The Contact and Get Involved forms: the message is stored, and e-mailed to the team and
 * acknowledged to the sender in the same transaction. The acknowledgement is a fixed text (none of the
 * sender's words), and goes to one address at most twice a day, so the form cannot be used to mail
 * strangers in our name. A robot that filled the honeypot gets the
 * very same answer and nothing is stored or sent, so it learns nothing. Checks run cheapest
 * first: the honeypot, the fields, then the per-IP limit (so a person fixing a typo is not
 * counted twice). The acknowledgement is in the language of the page the form was sent from (`meta.locale`); the team's
 * copy in the language of the account with the team address, if there is one, else English.
 */
export async function sendMessage(
  ctx: ServiceContext,
  body: unknown,
  meta: { ip: string; locale: Locale },
): Promise<Acknowledgement> {
  if (filledHoneypot(body)) return { message: MESSAGE_KIND_TEXT[kindOf(body)].thanks };
  const input = parseInput(messageInput, body);
  await enforceRateLimits(ctx, [[MESSAGES_PER_IP, meta.ip]]);
  const now = ctx.now();
  const acknowledge = await withinRateLimit(ctx, MESSAGE_RECEIPTS_PER_ADDRESS, input.email);
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(messages)
      .values({
        id: randomUUID(),
        kind: input.kind,
        name: input.name,
        email: input.email,
        organisation: input.organisation || null,
        message: input.message,
        createdAt: now,
      })
      .returning();
    // Into the follow-up inbox (decision 0049), replies in the language of the page it was sent from.
    await openFollowUp(tx, { id: row!.id, kind: input.kind, name: input.name, email: input.email, locale: meta.locale, at: now });
    const staffLocale = await localeOf(tx, { email: ctx.settings.staffEmail });
    await enqueueMail(tx, messageToStaffMail(ctx.settings.staffEmail, row!, staffLocale), now);
    if (acknowledge) await enqueueMail(tx, messageReceiptMail(row!, ctx.settings.staffEmail, meta.locale), now);
  });
  return { message: MESSAGE_KIND_TEXT[input.kind].thanks };
}
