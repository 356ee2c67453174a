import { asc, desc, eq } from 'drizzle-orm';
import type { Mentorship } from '@sla/contract';
import type { Db } from '../../db/database.js';
import { cohorts, mentorCheckins, mentorTasks } from '../../db/schema.js';
import type { OpenMentorship } from './openMentorship.js';
import { peopleByUid, summaryOf } from './people.js';
import { toMentorCheckin, toMentorTask } from './toMentoringItems.js';
import { unreadMessages } from './unreadMessages.js';

/**
 * A mentorship as one of its people sees it: tasks in the order they were agreed, check-ins newest first. The mentor's
 * address is shown to the student only (they may need to write outside the portal); the student's to no one here.
 */
export async function mentorshipView(db: Db, { row, you, caller }: OpenMentorship): Promise<Mentorship> {
  const people = await peopleByUid(db, [row.studentUid, row.mentorUid]);
  const student = people.get(row.studentUid)!;
  const mentor = people.get(row.mentorUid)!;
  const [cohort] = row.cohortId ? await db.select({ name: cohorts.name }).from(cohorts).where(eq(cohorts.id, row.cohortId)) : [];
  const tasks = await db
    .select()
    .from(mentorTasks)
    .where(eq(mentorTasks.mentorshipId, row.id))
    .orderBy(asc(mentorTasks.createdAt), asc(mentorTasks.id));
  const checkins = await db
    .select()
    .from(mentorCheckins)
    .where(eq(mentorCheckins.mentorshipId, row.id))
    .orderBy(desc(mentorCheckins.metOn), desc(mentorCheckins.createdAt), desc(mentorCheckins.id));
  return {
    id: row.id,
    student: summaryOf(student),
    // The headline comes with alumni profiles (the alumni issue).
    mentor: { ...summaryOf(mentor), email: you === 'student' ? mentor.email : null, headline: null },
    cohortName: cohort?.name ?? null,
    pairedAt: row.pairedAt.toISOString(),
    you,
    tasks: tasks.map(toMentorTask),
    checkins: checkins.map((checkin) => toMentorCheckin(checkin, people)),
    unreadMessages: await unreadMessages(db, row.id, caller.token.uid),
    endedAt: row.endedAt?.toISOString() ?? null,
    endedBy: row.endedAs ?? null,
    // The note is for the two of them; staff's reason (endReason) is for staff only.
    endNote: row.endNote ?? null,
  };
}
