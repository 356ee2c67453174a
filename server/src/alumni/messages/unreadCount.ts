import { sql } from 'drizzle-orm';
import type { Caller, ServiceContext } from '../../context.js';
import { requireNetworker } from './openConversation.js';

/** GET /alumni/unread: how many messages others sent the caller that the caller has not read, over all conversations. */
export async function unreadCount(ctx: ServiceContext, caller: Caller | null): Promise<{ unread: number }> {
  const member = await requireNetworker(ctx, caller, { action: 'count_unread_alumni_messages' });
  const uid = member.token.uid;
  const result = (await ctx.db.execute(sql`
    SELECT count(*)::int AS n FROM alumni_messages m JOIN alumni_conversations c ON c.id = m.conversation_id
    WHERE m.sender_uid <> ${uid} AND (
      (c.first_uid = ${uid} AND (c.first_read_at IS NULL OR m.sent_at > c.first_read_at)) OR
      (c.second_uid = ${uid} AND (c.second_read_at IS NULL OR m.sent_at > c.second_read_at)))`)) as unknown as {
    rows: { n: number | string }[];
  };
  return { unread: Number(result.rows[0]?.n ?? 0) };
}
