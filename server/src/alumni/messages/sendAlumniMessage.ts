import type { AlumniMessage } from '@sla/contract';
import { alumniMessageInput, parseInput } from '@sla/contract/schemas';
import type { Caller, ServiceContext } from '../../context.js';
import { blockedEitherWay } from './alumniMessageErrors.js';
import { blockedBetween } from './blockedBetween.js';
import { countAlumniMessage } from './messageRate.js';
import { openConversation } from './openConversation.js';
import { saveMessage } from './saveMessage.js';

/**
 * POST /alumni/conversations/:id/messages: an answer in a conversation one of its two people has. Allowed whether or
 * not the sender is open to messages (the other person started it, or was open when they did); refused while either
 * has blocked the other. Counted per sender once the message is known to be a valid one.
 */
export async function sendAlumniMessage(
  ctx: ServiceContext,
  caller: Caller | null,
  id: string,
  rawBody: unknown,
): Promise<AlumniMessage> {
  const open = await openConversation(ctx, caller, id, 'send_alumni_message');
  const { body } = parseInput(alumniMessageInput, rawBody);
  const me = open.caller.token.uid;
  if (await blockedBetween(ctx.db, me, open.otherUid)) throw blockedEitherWay();
  await countAlumniMessage(ctx, me, { starts: false });
  const message = await ctx.db.transaction((tx) => saveMessage(tx, ctx, id, me, body));
  // Committed: the recipient's open conversation (on whichever instance) loads it now.
  ctx.messages.publish(open.otherUid, { kind: 'alumni', threadId: message.conversationId });
  return message;
}
