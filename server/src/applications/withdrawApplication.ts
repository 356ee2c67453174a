import { eq } from 'drizzle-orm';
import type { Application } from '@sla/contract';
import { parseInput, withdrawInput } from '@sla/contract/schemas';
import type { Caller, ServiceContext } from '../context.js';
import { applications } from '../db/schema.js';
import { findApplication } from './loadApplication.js';
import { noSuchApplication, requireOwnApplication } from './ownApplication.js';
import { readApplicantView } from './readApplicantView.js';
import { recordEvent } from './recordEvent.js';
import { applicantTransition } from './applicantTransition.js';

/**
 * The caller withdraws their own application (view_own_applications), at any point before a decision reaches them.
 * A decision recorded but not yet released is dropped with it (kept in the event for staff), so releasing decisions
 * later can never announce, or make a student of, someone who withdrew.
 */
export async function withdrawApplication(
  ctx: ServiceContext,
  caller: Caller | null,
  id: string,
  body: unknown,
): Promise<Application> {
  const { caller: signedIn } = await requireOwnApplication(ctx, caller, id, 'view_own_applications', 'withdraw_application');
  const input = parseInput(withdrawInput, body);
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const row = await findApplication(tx, id, { lock: true });
    if (!row) throw noSuchApplication();
    const status = applicantTransition(row, 'withdraw', now);
    const reason = input.reason || null;
    await tx
      .update(applications)
      .set({
        status,
        withdrawnAt: now,
        withdrawReason: reason,
        decision: null,
        decidedBy: null,
        decidedAt: null,
        decisionReleaseAt: null,
        studentRole: 'not_applicable',
        studentRoleMessage: null,
        updatedAt: now,
      })
      .where(eq(applications.id, id));
    await recordEvent(tx, {
      applicationId: id,
      type: 'withdrawn',
      actorUid: signedIn.token.uid,
      at: now,
      detail: { reason, previousStatus: row.status, ...(row.decision ? { unreleasedDecision: row.decision } : {}) },
    });
    return readApplicantView(tx, id, now);
  });
}
