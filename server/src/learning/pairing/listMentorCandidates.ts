import type { MentorCandidate } from '@sla/contract';
import { requirePermission } from '../../access.js';
import type { Caller, ServiceContext } from '../../context.js';
import { mentorCandidates } from './mentorCandidates.js';

/** Staff, admins and alumni who offered to mentor, with their mentee counts (manage_program_settings). */
export async function listMentorCandidates(ctx: ServiceContext, caller: Caller | null): Promise<{ items: MentorCandidate[] }> {
  await requirePermission(ctx, caller, 'manage_program_settings', { action: 'list_mentor_candidates' });
  return { items: await mentorCandidates(ctx.db) };
}
