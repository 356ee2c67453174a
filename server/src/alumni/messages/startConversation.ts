import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { AlumniMessage } from '@sla/contract';
import { alumniMessageInput, parseInput } from '@sla/contract/schemas';
import type { Caller, ServiceContext } from '../../context.js';
import { uidId } from '../../cursor.js';
import { alumniConversations, alumniProfiles } from '../../db/schema.js';
import { pairOf, relationTo } from '../relation.js';
import { blockedEitherWay, messageSelf, noSuchAlumnus, notOpenToMessages } from './alumniMessageErrors.js';
import { countAlumniMessage } from './messageRate.js';
import { requireNetworker } from './openConversation.js';
import { saveMessage } from './saveMessage.js';

/**
 * POST /alumni/people/:uid/messages: "Send a message" from someone's profile. Starts the one conversation of the pair,
 * or continues it, when the relation rule allows (open to messages, named to members, not hidden, no block either
 * way). A profile members may not see is the 404 of one that does not exist. Two first messages at once meet in the
 * pair's unique row (ON CONFLICT), so they make one conversation.
 */
export async function startConversation(
  ctx: ServiceContext,
  caller: Caller | null,
  uid: string,
  rawBody: unknown,
): Promise<AlumniMessage> {
  const member = await requireNetworker(ctx, caller, { action: 'start_alumni_conversation', uid });
  const me = member.token.uid;
  const { body } = parseInput(alumniMessageInput, rawBody);
  if (uid === me) throw messageSelf();
  const [profile] = uidId(uid) ? await ctx.db.select().from(alumniProfiles).where(eq(alumniProfiles.uid, uid)) : [];
  if (!profile || profile.alumniName === null || profile.hiddenAt !== null) throw noSuchAlumnus();
  if (!profile.openToMessages) throw notOpenToMessages();
  const relation = await relationTo(ctx.db, me, profile, true);
  if (!relation.canMessage) throw blockedEitherWay();

  await countAlumniMessage(ctx, me, { starts: relation.conversationId === null });
  const pair = pairOf(me, uid);
  const message = await ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    await tx
      .insert(alumniConversations)
      .values({ id: randomUUID(), ...pair, createdAt: now, lastMessageAt: now })
      .onConflictDoNothing({ target: [alumniConversations.firstUid, alumniConversations.secondUid] });
    const [conversation] = await tx
      .select({ id: alumniConversations.id })
      .from(alumniConversations)
      .where(and(eq(alumniConversations.firstUid, pair.firstUid), eq(alumniConversations.secondUid, pair.secondUid)));
    return saveMessage(tx, ctx, conversation!.id, me, body);
  });
  // Committed: the recipient's open messages screen (on whichever instance) shows it now.
  ctx.messages.publish(uid, { kind: 'alumni', threadId: message.conversationId });
  return message;
}
