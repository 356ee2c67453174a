import type { StaffMentorship } from '@sla/contract';
import { requirePermission } from '../../access.js';
import type { Caller, ServiceContext } from '../../context.js';
import { staffMentorshipView } from './staffMentorshipView.js';

/** GET /mentoring/mentorships/:id (manage_program_settings): any mentorship, current or ended, as staff see it. */
export async function getMentorshipAsStaff(ctx: ServiceContext, caller: Caller | null, id: string): Promise<StaffMentorship> {
  await requirePermission(ctx, caller, 'manage_program_settings', { action: 'read_mentorship_as_staff', mentorshipId: id });
  return staffMentorshipView(ctx.db, id);
}
