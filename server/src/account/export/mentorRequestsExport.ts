import { asc, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { mentorRequests } from '../../db/schema.js';

/** One request for a mentor, sent or received, as the data download shows it (decision 0047). */
export interface ExportedMentorRequest {
  you: 'student' | 'mentor';
  otherUid: string;
  note: string;
  status: string;
  sentAt: string;
  answeredAt: string | null;
}

/** Requests the person sent for a mentor and those students sent them; who on staff closed one is staff's record. */
export async function mentorRequestsExport(db: Db, uid: string): Promise<ExportedMentorRequest[]> {
  const rows = await db
    .select()
    .from(mentorRequests)
    .where(or(eq(mentorRequests.studentUid, uid), eq(mentorRequests.mentorUid, uid)))
    .orderBy(asc(mentorRequests.createdAt), asc(mentorRequests.id));
  return rows.map((row) => ({
    you: row.studentUid === uid ? 'student' : 'mentor',
    otherUid: row.studentUid === uid ? row.mentorUid : row.studentUid,
    note: row.note,
    status: row.status,
    sentAt: row.createdAt.toISOString(),
    answeredAt: row.answeredAt?.toISOString() ?? null,
  }));
}
