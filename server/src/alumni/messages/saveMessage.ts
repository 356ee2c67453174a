import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { AlumniMessage } from '@sla/contract';
import type { ServiceContext } from '../../context.js';
import type { Db } from '../../db/database.js';
import { alumniConversations, alumniMessages } from '../../db/schema.js';
import { noSuchConversation } from './alumniMessageErrors.js';
import type { ConversationSide } from './openConversation.js';
import { peopleAsSeenBy } from './people.js';
import { tellRecipient } from './tellRecipient.js';
import { toAlumniMessage } from './toAlumniMessage.js';

/**
 * Inside the caller's transaction: holds the conversation (FOR UPDATE, so concurrent messages take turns over its
 * notice times), adds the message, moves the conversation's latest activity on and e-mails the other person.
 */
export async function saveMessage(
  tx: Db,
  ctx: ServiceContext,
  conversationId: string,
  senderUid: string,
  body: string,
): Promise<AlumniMessage> {
  const [conversation] = await tx
    .select()
    .from(alumniConversations)
    .where(eq(alumniConversations.id, conversationId))
    .for('update');
  if (!conversation) throw noSuchConversation();
  const sentAt = ctx.now();
  const [message] = await tx
    .insert(alumniMessages)
    .values({ id: randomUUID(), conversationId, senderUid, body, sentAt })
    .returning();
  await tx
    .update(alumniConversations)
    .set({ lastMessageAt: sql`greatest(${alumniConversations.lastMessageAt}, ${sentAt.toISOString()}::timestamptz)` })
    .where(eq(alumniConversations.id, conversationId));
  const recipient: ConversationSide = conversation.firstUid === senderUid ? 'second' : 'first';
  await tellRecipient(tx, ctx, conversation, recipient, message!);
  return toAlumniMessage(message!, await peopleAsSeenBy(tx, [senderUid], 'alumni', senderUid), senderUid);
}
