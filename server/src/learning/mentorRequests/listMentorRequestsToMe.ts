import { desc, eq } from 'drizzle-orm';
import type { MentorRequest } from '@sla/contract';
import { requirePermission } from '../../access.js';
import type { Caller, ServiceContext } from '../../context.js';
import { mentorRequests } from '../../db/schema.js';
import { namedRequests, openFirst, toMentorRequest } from './toMentorRequest.js';

const SHOWN = 50;

/** GET /mentoring/requests/to-me: requests sent to the caller, the open ones first, then the newest answered. */
export async function listMentorRequestsToMe(ctx: ServiceContext, caller: Caller | null): Promise<{ items: MentorRequest[] }> {
  const mentor = await requirePermission(ctx, caller, 'network_with_alumni', { action: 'list_mentor_requests_to_me' });
  const rows = await namedRequests(ctx.db)
    .where(eq(mentorRequests.mentorUid, mentor.token.uid))
    .orderBy(openFirst, desc(mentorRequests.createdAt), desc(mentorRequests.id))
    .limit(SHOWN);
  return { items: rows.map(toMentorRequest) };
}
