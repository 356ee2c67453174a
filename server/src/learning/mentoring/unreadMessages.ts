import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { mentorMessages } from '../../db/schema.js';

/** Messages of the mentorship from the other side that `uid` has not read yet. */
export async function unreadMessages(db: Db, mentorshipId: string, uid: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(mentorMessages)
    .where(and(eq(mentorMessages.mentorshipId, mentorshipId), ne(mentorMessages.authorUid, uid), isNull(mentorMessages.readAt)));
  return Number(row?.n ?? 0);
}
