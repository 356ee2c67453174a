import { eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { MentorRequest } from '@sla/contract';
import type { Db } from '../../db/database.js';
import { mentorRequests, mentorships, users, type MentorRequestRow } from '../../db/schema.js';

const student = alias(users, 'student');
const mentor = alias(users, 'mentor');

export type NamedRequestRow = {
  request: MentorRequestRow;
  studentName: string | null;
  mentorName: string | null;
  /** When the mentorship an accepted request started ended (null: current, or no mentorship). */
  mentorshipEndedAt: Date | null;
};

/** Requests with their two people's display names (never an address) and their mentorship's end, in the order and number asked. */
export function namedRequests(db: Db) {
  return db
    .select({
      request: mentorRequests,
      studentName: student.displayName,
      mentorName: mentor.displayName,
      mentorshipEndedAt: mentorships.endedAt,
    })
    .from(mentorRequests)
    .leftJoin(student, eq(student.uid, mentorRequests.studentUid))
    .leftJoin(mentor, eq(mentor.uid, mentorRequests.mentorUid))
    .leftJoin(mentorships, eq(mentorships.id, mentorRequests.mentorshipId))
    .$dynamic();
}

/** One request with names, by id. */
export async function namedRequest(db: Db, id: string): Promise<NamedRequestRow | null> {
  const [row] = await namedRequests(db).where(eq(mentorRequests.id, id) as SQL);
  return row ?? null;
}

/** "Open ones first": the mentor's list order. */
export const openFirst = sql`CASE WHEN ${mentorRequests.status} = 'open' THEN 0 ELSE 1 END`;

/** A request as the screens show it; who closed it is told to everyone as staff or pairing, never by name. */
export function toMentorRequest({ request, studentName, mentorName, mentorshipEndedAt }: NamedRequestRow): MentorRequest {
  return {
    id: request.id,
    askedAs: request.askedAs,
    studentUid: request.studentUid,
    studentName,
    mentorUid: request.mentorUid,
    mentorName,
    note: request.note,
    status: request.status,
    createdAt: request.createdAt.toISOString(),
    answeredAt: request.answeredAt?.toISOString() ?? null,
    closedBecause: request.closedBecause ?? null,
    mentorshipId: request.mentorshipId ?? null,
    mentorshipEndedAt: mentorshipEndedAt?.toISOString() ?? null,
  };
}
