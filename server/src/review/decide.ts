import type { StaffApplication } from '@sla/contract';
import { decisionInput, parseInput } from '@sla/contract/schemas';
import type { Caller, ServiceContext } from '../context.js';
import { findApplication } from './findApplication.js';
import { recordDecision } from './recordDecision.js';
import { asReviewer } from './refusal.js';
import { releaseDecision } from './releaseDecision.js';
import { toStaffApplication } from './toStaffApplication.js';

/**
 * Decides one application (manage_applications), released at `releaseAt` or now. A decision due
 * now is released in the same request, right after it is saved.
 */
export function decide(ctx: ServiceContext, caller: Caller | null, id: string, body: unknown): Promise<StaffApplication> {
  return asReviewer(ctx, caller, 'manage_applications', { action: 'decide', applicationId: id }, async (manager) => {
    const input = parseInput(decisionInput, body);
    const uid = manager.token.uid;
    const now = ctx.now();
    const releaseAt = input.releaseAt ? new Date(input.releaseAt) : now;
    const due = await ctx.db.transaction((tx) => recordDecision(tx, id, uid, { decision: input.decision, releaseAt }, now));
    if (due) await releaseDecision(ctx, id);
    return toStaffApplication(ctx.db, await findApplication(ctx.db, id, uid), uid);
  });
}
