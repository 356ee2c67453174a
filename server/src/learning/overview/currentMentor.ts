import { and, desc, eq, isNull } from 'drizzle-orm';
import type { MentorSummary } from '@sla/contract';
import type { Db } from '../../db/database.js';
import { mentorships, users } from '../../db/schema.js';
import { unreadMessages } from '../mentoring/unreadMessages.js';

/** The student's current mentor, and how many of the mentorship's messages from the other side they have not read. */
export async function currentMentor(db: Db, uid: string): Promise<{ mentor: MentorSummary | null; unreadMessages: number }> {
  const [current] = await db
    .select({ id: mentorships.id, uid: mentorships.mentorUid, displayName: users.displayName, role: users.role })
    .from(mentorships)
    .leftJoin(users, eq(users.uid, mentorships.mentorUid))
    .where(and(eq(mentorships.studentUid, uid), isNull(mentorships.endedAt)))
    .orderBy(desc(mentorships.pairedAt))
    .limit(1);
  if (!current) return { mentor: null, unreadMessages: 0 };
  return {
    mentor: { uid: current.uid, displayName: current.displayName, role: current.role },
    unreadMessages: await unreadMessages(db, current.id, uid),
  };
}
