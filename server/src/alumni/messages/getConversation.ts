import { eq } from 'drizzle-orm';
import type { ConversationSummary } from '@sla/contract';
import type { Caller, ServiceContext } from '../../context.js';
import { alumniConversations } from '../../db/schema.js';
import { noSuchConversation } from './alumniMessageErrors.js';
import { conversationSummaries } from './conversationSummaries.js';
import { openConversation } from './openConversation.js';

/** GET /alumni/conversations/:id: one conversation as its summary, for one of its two people (404 for anyone else). */
export async function getConversation(ctx: ServiceContext, caller: Caller | null, id: string): Promise<ConversationSummary> {
  const open = await openConversation(ctx, caller, id, 'read_alumni_conversation');
  const [row] = await conversationSummaries(ctx.db, open.caller.token.uid, eq(alumniConversations.id, id), 1);
  if (!row) throw noSuchConversation();
  return row.summary;
}
