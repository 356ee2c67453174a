import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { mentorRequests } from '../../db/schema.js';

/**
 * Whether mentorship `mentorshipId` began with an alumnus's request (decision 0052): its mentee then meets it with the
 * alumni portal's permission (network_with_alumni). A student's mentorship stays a student's: someone who is an alumnus
 * now does not reach it that way.
 */
export async function startedByAlumnus(db: Db, mentorshipId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: mentorRequests.id })
    .from(mentorRequests)
    .where(and(eq(mentorRequests.mentorshipId, mentorshipId), eq(mentorRequests.askedAs, 'alumni')))
    .limit(1);
  return Boolean(row);
}
