import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { MentorCandidate } from '@sla/contract';
import { hasPermission, isRole, MENTOR_ROLES } from '@sla/permissions';
import type { Db } from '../../db/database.js';
import { users } from '../../db/schema.js';

/** Those who run programmes mentor by their role; the others (alumni) only once they have offered to. */
const BY_ROLE = MENTOR_ROLES.filter((role) => hasPermission(role, 'edit_programs'));
const BY_OFFER = MENTOR_ROLES.filter((role) => !hasPermission(role, 'edit_programs'));

/** Whether the users row is someone staff may pair a student with. */
const isCandidate: SQL = or(
  inArray(users.role, [...BY_ROLE]),
  and(
    inArray(users.role, [...BY_OFFER]),
    sql`EXISTS (SELECT 1 FROM alumni_profiles a WHERE a.uid = ${users.uid} AND a.open_to_mentoring)`,
  ),
)!;

/** Everyone staff may pair a student with, by name, with how many mentees each has now. */
export async function mentorCandidates(db: Db): Promise<MentorCandidate[]> {
  const rows = await db
    .select({
      uid: users.uid,
      displayName: users.displayName,
      email: users.email,
      role: users.role,
      mentees: sql<number>`(SELECT count(*) FROM mentorships m WHERE m.mentor_uid = ${users.uid} AND m.ended_at IS NULL)`.mapWith(
        Number,
      ),
    })
    .from(users)
    .where(isCandidate)
    .orderBy(sql`lower(${users.displayName}) NULLS LAST`, sql`lower(${users.email}) NULLS LAST`, users.uid);
  return rows.map((row) => ({ ...row, role: isRole(row.role) ? row.role : null }));
}

/** Whether `uid` may be chosen as a mentor now. */
export async function isMentorCandidate(db: Db, uid: string): Promise<boolean> {
  const [row] = await db
    .select({ uid: users.uid })
    .from(users)
    .where(and(eq(users.uid, uid), isCandidate));
  return Boolean(row);
}
