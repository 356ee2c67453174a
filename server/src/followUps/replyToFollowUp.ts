import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { DataError, type FollowUpThread } from '@sla/contract';
import { followUpReplyInput, parseInput } from '@sla/contract/schemas';
import { FOLLOW_UP_MESSAGES } from '@sla/contract/serviceMessages';
import { requirePermission } from '../access.js';
import { announcedDate } from '../applications/windowRules.js';
import type { Caller, ServiceContext } from '../context.js';
import { followUpEntries, followUpLinks, followUps } from '../db/schema.js';
import { enqueueMail } from '../mail/enqueueMail.js';
import { followUpReplyMail } from '../mail/templates/followUpMails.js';
import { enforceRateLimits } from '../rateLimit/enforceRateLimits.js';
import { FOLLOW_UP_REPLIES_PER_ITEM } from '../rateLimit/rules.js';
import { isLocale } from '@sla/i18n/locales';
import { followUpUrl, hashOfFollowUpToken, newFollowUpToken } from './links.js';
import { findFollowUp, loadThread } from './loadThread.js';

/**
 * Staff's reply to the sender (view_all_users), in one transaction: the entry joins the thread, a new link's hash is
 * kept, and the e-mail is queued in the sender's language with the reply and the link to answer on the site. A new item
 * becomes in progress and, when nobody owns it, the one who replied does. A sender who deleted their account is
 * written to no more: 409 saying so (notes still work). At most 20 replies a day per item (429).
 */
export async function replyToFollowUp(
  ctx: ServiceContext,
  caller: Caller | null,
  id: string,
  body: unknown,
): Promise<FollowUpThread> {
  const staff = await requirePermission(ctx, caller, 'view_all_users', { action: 'reply_follow_up' });
  const input = parseInput(followUpReplyInput, body);
  const row = await findFollowUp(ctx.db, id);
  await enforceRateLimits(ctx, [[FOLLOW_UP_REPLIES_PER_ITEM, row.id]]);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const item = await findFollowUp(tx, id, { lock: true });
    if (item.senderGoneAt)
      throw new DataError('conflict', FOLLOW_UP_MESSAGES.senderGone(announcedDate(item.senderGoneAt, 'UTC')));
    await tx
      .insert(followUpEntries)
      .values({ id: randomUUID(), followUpId: id, type: 'reply', authorUid: staff.token.uid, body: input.body, createdAt: now });
    await tx
      .update(followUps)
      .set({
        replies: sql`${followUps.replies} + 1`,
        status: item.status === 'new' ? 'in_progress' : item.status,
        ownerUid: item.ownerUid ?? staff.token.uid,
        updatedAt: now,
      })
      .where(eq(followUps.id, id));
    const token = newFollowUpToken();
    await tx.insert(followUpLinks).values({ tokenHash: hashOfFollowUpToken(token), followUpId: id, issuedAt: now });
    const locale = isLocale(item.locale) ? item.locale : null;
    await enqueueMail(
      tx,
      followUpReplyMail({
        to: item.email,
        name: item.name,
        receivedAt: item.receivedAt,
        pledge: item.kind === 'pledge',
        body: input.body,
        url: followUpUrl(ctx.settings.siteUrl, token, locale),
        locale,
      }),
      now,
    );
  });
  return loadThread(ctx.db, id);
}
