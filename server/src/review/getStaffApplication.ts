import type { StaffApplication } from '@sla/contract';
import type { Caller, ServiceContext } from '../context.js';
import { findApplication } from './findApplication.js';
import { asReviewer } from './refusal.js';
import { toStaffApplication } from './toStaffApplication.js';

/** One application, whole, for review (review_applications); 404 when unknown or conflicted. */
export function getStaffApplication(ctx: ServiceContext, caller: Caller | null, id: string): Promise<StaffApplication> {
  return asReviewer(ctx, caller, 'review_applications', { action: 'read_application', applicationId: id }, async (reviewer) => {
    const row = await findApplication(ctx.db, id, reviewer.token.uid);
    return toStaffApplication(ctx.db, row, reviewer.token.uid);
  });
}
