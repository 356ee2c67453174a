import type { MyReferences } from '@sla/contract';
import type { Caller, ServiceContext } from '../context.js';
import { requireOwnApplication } from '../applications/ownApplication.js';
import { currentRequests } from './currentRequests.js';
import { isPast, letterState, referenceRulesOf } from './rules.js';
import { toReferenceRequest } from './toReferenceRequest.js';

/** The references part of the caller's own application (view_own_applications): each slot's referee and status. */
export async function listMyReferences(ctx: ServiceContext, caller: Caller | null, id: string): Promise<MyReferences> {
  const { row } = await requireOwnApplication(ctx, caller, id, 'view_own_applications', 'list_references');
  const now = ctx.now();
  const { count, dueAt } = referenceRulesOf(row);
  const requests = await currentRequests(ctx.db, id);
  const slots = Array.from({ length: count }, (_, index) => {
    const request = requests.find((candidate) => candidate.slot === index + 1);
    return request ? toReferenceRequest(request) : null;
  });
  return {
    count,
    dueAt: dueAt?.toISOString() ?? null,
    timeZone: row.program.timeZone,
    canRequest: count > 0 && letterState(row, now) === 'wanted' && !isPast(dueAt, now),
    slots,
  };
}
