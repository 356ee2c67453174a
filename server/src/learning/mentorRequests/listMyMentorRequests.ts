import { desc, eq } from 'drizzle-orm';
import type { MentorRequest } from '@sla/contract';
import type { Caller, ServiceContext } from '../../context.js';
import { mentorRequests } from '../../db/schema.js';
import { asker } from './asker.js';
import { namedRequests, toMentorRequest } from './toMentorRequest.js';

/** The last ones are enough to see what became of each: a student sends a handful at most. */
const SHOWN = 50;

/** GET /mentoring/requests: the student's own requests, newest first. */
export async function listMyMentorRequests(ctx: ServiceContext, caller: Caller | null): Promise<{ items: MentorRequest[] }> {
  const { caller: student } = await asker(ctx, caller, { action: 'list_my_mentor_requests' });
  const rows = await namedRequests(ctx.db)
    .where(eq(mentorRequests.studentUid, student.token.uid))
    .orderBy(desc(mentorRequests.createdAt), desc(mentorRequests.id))
    .limit(SHOWN);
  return { items: rows.map(toMentorRequest) };
}
