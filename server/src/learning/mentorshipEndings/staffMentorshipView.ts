import { and, count, eq, max } from 'drizzle-orm';
import type { StaffMentorship } from '@sla/contract';
import type { Db } from '../../db/database.js';
import { cohorts, mentorCheckins, mentorMessages, mentorRequests, mentorships, mentorTasks } from '../../db/schema.js';
import { noSuchMentorship } from '../mentoring/mentoringMessages.js';
import { peopleByUid, summaryOf } from '../mentoring/people.js';

/**
 * Mentorship `id` as staff see it (404 when missing): the two people by name and role, how it started (an accepted
 * request, from a student or a recent alumnus, or staff's pairing) and ended, with staff's reason, and how it is going in
 * counts only. The messages, check-ins, tasks' titles and the note one side left are the two people's, never here.
 */
export async function staffMentorshipView(db: Db, id: string): Promise<StaffMentorship> {
  const [row] = await db.select().from(mentorships).where(eq(mentorships.id, id)).limit(1);
  if (!row) throw noSuchMentorship();
  const uids = [row.studentUid, row.mentorUid, ...(row.endedAs === 'staff' && row.endedBy ? [row.endedBy] : [])];
  const [people, [cohort], [request], [messages], [tasks], [checkins]] = await Promise.all([
    peopleByUid(db, uids),
    row.cohortId ? db.select({ name: cohorts.name }).from(cohorts).where(eq(cohorts.id, row.cohortId)) : Promise.resolve([]),
    db
      .select({ askedAs: mentorRequests.askedAs })
      .from(mentorRequests)
      .where(and(eq(mentorRequests.mentorshipId, id), eq(mentorRequests.status, 'accepted')))
      .limit(1),
    db
      .select({ n: count(), last: max(mentorMessages.sentAt) })
      .from(mentorMessages)
      .where(eq(mentorMessages.mentorshipId, id)),
    db
      .select({ n: count(), done: count(mentorTasks.doneAt) })
      .from(mentorTasks)
      .where(eq(mentorTasks.mentorshipId, id)),
    db.select({ n: count() }).from(mentorCheckins).where(eq(mentorCheckins.mentorshipId, id)),
  ]);
  const ender = row.endedAs === 'staff' && row.endedBy ? people.get(row.endedBy) : undefined;
  return {
    id: row.id,
    student: summaryOf(people.get(row.studentUid)!),
    mentor: summaryOf(people.get(row.mentorUid)!),
    cohortName: cohort?.name ?? null,
    askedAs: request?.askedAs ?? null,
    pairedAt: row.pairedAt.toISOString(),
    endedAt: row.endedAt?.toISOString() ?? null,
    endedBy: row.endedAs ?? null,
    endedByName: ender?.displayName?.trim() || null,
    endReason: row.endReason ?? null,
    messages: Number(messages?.n ?? 0),
    lastMessageAt: lastOf(messages?.last),
    tasks: Number(tasks?.n ?? 0),
    tasksDone: Number(tasks?.done ?? 0),
    checkins: Number(checkins?.n ?? 0),
  };
}

/** max() of a timestamp comes back as a Date on one database and a string on the other. */
const lastOf = (value: Date | string | null | undefined): string | null => (value == null ? null : new Date(value).toISOString());
