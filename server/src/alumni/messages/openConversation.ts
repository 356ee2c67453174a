import { eq } from 'drizzle-orm';
import { refuse, requirePermission } from '../../access.js';
import type { Caller, ServiceContext } from '../../context.js';
import { alumniConversations } from '../../db/schema.js';
import { noSuchConversation } from './alumniMessageErrors.js';

export type ConversationRow = typeof alumniConversations.$inferSelect;
/** Which column pair holds a person's read and notice times: the pair is stored in uid order. */
export type ConversationSide = 'first' | 'second';

/** A conversation one of its two people may use. */
export interface OpenConversation {
  row: ConversationRow;
  caller: Caller;
  you: ConversationSide;
  otherUid: string;
}

/** Members only: 401 signed out, 403 (audited) for anyone without network_with_alumni. */
export const requireNetworker = (ctx: ServiceContext, caller: Caller | null, context: Record<string, unknown>) =>
  requirePermission(ctx, caller, 'network_with_alumni', context);

/**
 * The conversation `id` for one of its two people. Anyone else who may network gets the 404 of a conversation that
 * does not exist, written to the audit log as a refusal, like a mentorship's outsiders; a conversation that does not
 * exist is only a 404: nobody was refused anything.
 */
export async function openConversation(
  ctx: ServiceContext,
  caller: Caller | null,
  id: string,
  action: string,
): Promise<OpenConversation> {
  const context = { action, conversationId: id };
  const member = await requireNetworker(ctx, caller, context);
  const uid = member.token.uid;
  const [row] = await ctx.db.select().from(alumniConversations).where(eq(alumniConversations.id, id)).limit(1);
  const you: ConversationSide | null = row?.firstUid === uid ? 'first' : row?.secondUid === uid ? 'second' : null;
  if (!row) throw noSuchConversation();
  if (!you) return refuse(ctx, member, 'network_with_alumni', context, noSuchConversation());
  return { row, caller: member, you, otherUid: you === 'first' ? row.secondUid : row.firstUid };
}
