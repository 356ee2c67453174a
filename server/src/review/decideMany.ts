import { DataError, type BulkDecisionResult } from '@sla/contract';
import { bulkDecisionInput, parseInput } from '@sla/contract/schemas';
import { recordPermissionCheck } from '../audit/recordPermissionCheck.js';
import type { Caller, ServiceContext } from '../context.js';
import { recordDecision } from './recordDecision.js';
import { asReviewer, ReviewRefusal } from './refusal.js';
import { releaseDecision } from './releaseDecision.js';

/**
 * The same decision for many applications (manage_applications, at most 500). Each is decided in
 * its own transaction, so one that cannot be (withdrawn, already released, unknown) is reported
 * with its reason and the others still go through.
 */
export function decideMany(ctx: ServiceContext, caller: Caller | null, body: unknown): Promise<BulkDecisionResult> {
  return asReviewer(ctx, caller, 'manage_applications', { action: 'decide_many' }, async (manager) => {
    const input = parseInput(bulkDecisionInput, body);
    const uid = manager.token.uid;
    const now = ctx.now();
    const releaseAt = input.releaseAt ? new Date(input.releaseAt) : now;
    const result: BulkDecisionResult = { decided: [], refused: [] };
    const due: string[] = [];
    for (const id of new Set(input.applicationIds)) {
      try {
        if (await ctx.db.transaction((tx) => recordDecision(tx, id, uid, { decision: input.decision, releaseAt }, now)))
          due.push(id);
        result.decided.push(id);
      } catch (error) {
        if (!(error instanceof DataError)) throw error;
        if (error instanceof ReviewRefusal) {
          await recordPermissionCheck(ctx, {
            userId: uid,
            permission: 'manage_applications',
            granted: false,
            context: { source: 'server', action: 'decide_many', applicationId: id, reason: error.reason },
          });
        }
        result.refused.push({ id, message: error.message });
      }
    }
    for (const id of due) await releaseDecision(ctx, id);
    return result;
  });
}
