import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CohortMember } from '@sla/contract';
import { isRole } from '@sla/permissions';
import type { Db } from '../../db/database.js';
import { cohortMembers, mentorships, users } from '../../db/schema.js';

const mentorUser = alias(users, 'mentor_user');
const count = (query: ReturnType<typeof sql>) => sql<number>`(${query})`.mapWith(Number);

/**
 * Members of a cohort as staff see them, by name: their figures counted in this cohort only (each lookup starts from
 * the student's own rows, module_progress's key and submissions_of_student), and their current mentor.
 */
export async function memberRows(db: Db, cohortId: string, uid?: string): Promise<CohortMember[]> {
  const rows = await db
    .select({
      uid: cohortMembers.uid,
      displayName: users.displayName,
      email: users.email,
      status: cohortMembers.status,
      joinedAt: cohortMembers.joinedAt,
      completedAt: cohortMembers.completedAt,
      owesEarlierWork: cohortMembers.owesEarlierWork,
      dueBeforeJoining: count(
        sql`SELECT count(*) FROM assignments a WHERE a.cohort_id = ${cohortMembers.cohortId} AND a.due_at < ${cohortMembers.joinedAt}`,
      ),
      modulesDone: count(
        sql`SELECT count(*) FROM module_progress p JOIN modules mo ON mo.id = p.module_id WHERE p.uid = ${cohortMembers.uid} AND mo.cohort_id = ${cohortMembers.cohortId}`,
      ),
      assignmentsHandedIn: count(
        sql`SELECT count(*) FROM submissions s WHERE s.uid = ${cohortMembers.uid} AND s.cohort_id = ${cohortMembers.cohortId}`,
      ),
      assignmentsGraded: count(
        sql`SELECT count(*) FROM submissions s WHERE s.uid = ${cohortMembers.uid} AND s.cohort_id = ${cohortMembers.cohortId} AND s.status = 'graded'`,
      ),
      mentorshipId: mentorships.id,
      mentorUid: mentorships.mentorUid,
      mentorName: mentorUser.displayName,
      mentorRole: mentorUser.role,
    })
    .from(cohortMembers)
    .leftJoin(users, eq(users.uid, cohortMembers.uid))
    .leftJoin(mentorships, and(eq(mentorships.studentUid, cohortMembers.uid), isNull(mentorships.endedAt)))
    .leftJoin(mentorUser, eq(mentorUser.uid, mentorships.mentorUid))
    .where(
      uid === undefined
        ? eq(cohortMembers.cohortId, cohortId)
        : and(eq(cohortMembers.cohortId, cohortId), eq(cohortMembers.uid, uid)),
    )
    .orderBy(sql`lower(${users.displayName}) NULLS LAST`, asc(cohortMembers.uid));
  return rows.map(({ mentorshipId, mentorUid, mentorName, mentorRole, joinedAt, completedAt, ...member }) => ({
    ...member,
    joinedAt: joinedAt.toISOString(),
    completedAt: completedAt?.toISOString() ?? null,
    mentor:
      mentorshipId && mentorUid
        ? { uid: mentorUid, displayName: mentorName, role: isRole(mentorRole) ? mentorRole : null, mentorshipId }
        : null,
  }));
}
