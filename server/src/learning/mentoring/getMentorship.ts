import type { Mentorship } from '@sla/contract';
import type { Caller, ServiceContext } from '../../context.js';
import { mentorshipView } from './mentorshipView.js';
import { openMentorship } from './openMentorship.js';

/** GET /mentorships/:id: for its student and its mentor, ended or not. */
export async function getMentorship(ctx: ServiceContext, caller: Caller | null, id: string): Promise<Mentorship> {
  return mentorshipView(ctx.db, await openMentorship(ctx, caller, id, 'read_mentorship'));
}
