import { desc, eq, sql } from 'drizzle-orm';
import { DataError, type Mentorship } from '@sla/contract';
import { requireAnyPermission } from '../../access.js';
import type { Caller, ServiceContext } from '../../context.js';
import { mentorships } from '../../db/schema.js';
import { MENTORING_MESSAGES } from './mentoringMessages.js';
import { mentorshipView } from './mentorshipView.js';
import { menteeMayUse } from './openMentorship.js';

/** How many of a mentee's mentorships are looked through for one they may still read (an alumnus's student-days ones are not). */
const LOOK_BACK = 5;

/**
 * GET /mentoring/mine: the caller's current mentorship as a mentee, else the last that ended (its `endedAt` says so, and
 * it stays readable: decision 0052, amended), else 404 in words: a student's (access_mentor_support), or an alumnus's
 * who asked for a mentor (network_with_alumni, decision 0052).
 */
export async function getMyMentorship(ctx: ServiceContext, caller: Caller | null): Promise<Mentorship> {
  const student = await requireAnyPermission(ctx, caller, ['access_mentor_support', 'network_with_alumni'], {
    action: 'read_my_mentorship',
  });
  // The current one first (at most one: mentorships_one_current), then the latest ended (index mentorships_of_mentee).
  const rows = await ctx.db
    .select()
    .from(mentorships)
    .where(eq(mentorships.studentUid, student.token.uid))
    .orderBy(sql`${mentorships.endedAt} DESC NULLS FIRST`, desc(mentorships.pairedAt))
    .limit(LOOK_BACK);
  // An alumnus meets only the mentorships their own request started (decision 0052), as openMentorship lets them.
  for (const row of rows) {
    if (await menteeMayUse(ctx.db, student, row.id)) return mentorshipView(ctx.db, { row, caller: student, you: 'student' });
  }
  throw new DataError('not_found', MENTORING_MESSAGES.noMentor);
}
