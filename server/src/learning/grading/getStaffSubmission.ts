import type { StaffSubmission } from '@sla/contract';
import { requirePermission } from '../../access.js';
import type { Caller, ServiceContext } from '../../context.js';
import { staffSubmission } from './staffSubmission.js';

/** A submission as a grader opens it (edit_programs). */
export async function getStaffSubmission(ctx: ServiceContext, caller: Caller | null, id: string): Promise<StaffSubmission> {
  await requirePermission(ctx, caller, 'edit_programs', { action: 'read_submission', submissionId: id });
  return staffSubmission(ctx.db, id);
}
