import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Acknowledgement } from '@sla/contract';
import { followUpAnswerInput, parseInput } from '@sla/contract/schemas';
import { FOLLOW_UP_MESSAGES } from '@sla/contract/serviceMessages';
import type { ServiceContext } from '../context.js';
import { followUpEntries, followUps, users } from '../db/schema.js';
import { localeOf } from '../i18n/localeOf.js';
import { pageUrl } from '../i18n/pageUrl.js';
import { enqueueMail } from '../mail/enqueueMail.js';
import { followUpAnswerMail } from '../mail/templates/followUpMails.js';
import { enforceRateLimits } from '../rateLimit/enforceRateLimits.js';
import { FOLLOW_UP_ANSWERS_PER_IP, FOLLOW_UP_ANSWERS_PER_ITEM, FOLLOW_UP_LINKS_PER_IP } from '../rateLimit/rules.js';
import { findByLink } from './findByLink.js';

/**
 * The sender's answer on the page their reply link opens (public, the link is the proof). It joins the thread, makes
 * the item the latest in the inbox and open again (a done item goes back to in progress, or new when nobody owns it),
 * and tells the owner (else the team address) by e-mail, all in one transaction. Limited like the contact form: 5 per
 * IP in 10 minutes, and 10 a day per item, so one link cannot flood a thread (429).
 */
export async function answerFollowUp(
  ctx: ServiceContext,
  token: string,
  body: unknown,
  meta: { ip: string },
): Promise<Acknowledgement> {
  await enforceRateLimits(ctx, [[FOLLOW_UP_LINKS_PER_IP, meta.ip]]);
  const found = await findByLink(ctx.db, token, ctx.now());
  const input = parseInput(followUpAnswerInput, body);
  await enforceRateLimits(ctx, [
    [FOLLOW_UP_ANSWERS_PER_IP, meta.ip],
    [FOLLOW_UP_ANSWERS_PER_ITEM, found.id],
  ]);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const item = await findByLink(tx, token, now, { lock: true });
    await tx
      .insert(followUpEntries)
      .values({ id: randomUUID(), followUpId: item.id, type: 'answer', authorUid: null, body: input.message, createdAt: now });
    await tx
      .update(followUps)
      .set({
        activityAt: now,
        updatedAt: now,
        status: item.status === 'done' ? (item.ownerUid ? 'in_progress' : 'new') : item.status,
      })
      .where(eq(followUps.id, item.id));
    const [owner] = item.ownerUid
      ? await tx.select({ email: users.email, locale: users.locale }).from(users).where(eq(users.uid, item.ownerUid)).limit(1)
      : [];
    const to = owner?.email ?? ctx.settings.staffEmail;
    const locale = owner?.email ? (owner.locale ?? null) : await localeOf(tx, { email: to });
    await enqueueMail(
      tx,
      followUpAnswerMail({
        to,
        senderName: item.name,
        url: pageUrl(ctx.settings.siteUrl, `/admin/inbox/${item.id}`, locale),
        locale,
      }),
      now,
    );
  });
  return { message: FOLLOW_UP_MESSAGES.answered };
}
