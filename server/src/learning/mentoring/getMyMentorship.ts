import { and, desc, eq, isNull } from 'drizzle-orm';
import { DataError, type Mentorship } from '@sla/contract';
import { requireAnyPermission } from '../../access.js';
import type { Caller, ServiceContext } from '../../context.js';
import { mentorships } from '../../db/schema.js';
import { MENTORING_MESSAGES } from './mentoringMessages.js';
import { mentorshipView } from './mentorshipView.js';
import { menteeMayUse } from './openMentorship.js';

/**
 * GET /mentoring/mine: the caller's current mentorship as a mentee, else 404 in words: a student's (access_mentor_support),
 * or an alumnus's who asked for a mentor (network_with_alumni, decision 0052).
 */
export async function getMyMentorship(ctx: ServiceContext, caller: Caller | null): Promise<Mentorship> {
  const student = await requireAnyPermission(ctx, caller, ['access_mentor_support', 'network_with_alumni'], {
    action: 'read_my_mentorship',
  });
  const [row] = await ctx.db
    .select()
    .from(mentorships)
    .where(and(eq(mentorships.studentUid, student.token.uid), isNull(mentorships.endedAt)))
    .orderBy(desc(mentorships.pairedAt))
    .limit(1);
  // An alumnus meets only the mentorship their own request started (decision 0052), as openMentorship lets them.
  if (!row || !(await menteeMayUse(ctx.db, student, row.id))) throw new DataError('not_found', MENTORING_MESSAGES.noMentor);
  return mentorshipView(ctx.db, { row, caller: student, you: 'student' });
}
