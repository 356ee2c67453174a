import { and, asc, eq, ne } from 'drizzle-orm';
import type { FollowUpConversation } from '@sla/contract';
import type { ServiceContext } from '../context.js';
import { followUpEntries, messages } from '../db/schema.js';
import { enforceRateLimits } from '../rateLimit/enforceRateLimits.js';
import { FOLLOW_UP_LINKS_PER_IP } from '../rateLimit/rules.js';
import { findByLink } from './findByLink.js';

/**
 * What a reply link shows the sender (public, the link is the proof): what they sent and the conversation since, as
 * they see it: replies from "the team" (never which member of staff) and their own answers, never staff's notes.
 */
export async function openFollowUpLink(ctx: ServiceContext, token: string, meta: { ip: string }): Promise<FollowUpConversation> {
  await enforceRateLimits(ctx, [[FOLLOW_UP_LINKS_PER_IP, meta.ip]]);
  const item = await findByLink(ctx.db, token, ctx.now());
  const [message] = await ctx.db.select({ text: messages.message }).from(messages).where(eq(messages.id, item.id)).limit(1);
  const entries = await ctx.db
    .select({ type: followUpEntries.type, body: followUpEntries.body, createdAt: followUpEntries.createdAt })
    .from(followUpEntries)
    .where(and(eq(followUpEntries.followUpId, item.id), ne(followUpEntries.type, 'note')))
    .orderBy(asc(followUpEntries.createdAt), asc(followUpEntries.id));
  return {
    name: item.name,
    kind: item.kind,
    receivedAt: item.receivedAt.toISOString(),
    message: message?.text ?? '',
    entries: entries.map((entry) => ({ fromYou: entry.type === 'answer', body: entry.body, at: entry.createdAt.toISOString() })),
  };
}
