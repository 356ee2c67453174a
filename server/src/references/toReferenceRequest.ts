import type { ReferenceRequest } from '@sla/contract';
import type { ReferenceRequestRow } from '../db/schema.js';

/** A request as its applicant sees it: who, and whether the letter came; never the letter. */
export function toReferenceRequest(row: ReferenceRequestRow): ReferenceRequest {
  return {
    id: row.id,
    slot: row.slot,
    name: row.refereeName,
    email: row.refereeEmail,
    status: row.status === 'received' ? 'received' : 'requested',
    requestedAt: row.requestedAt.toISOString(),
    lastSentAt: row.lastSentAt.toISOString(),
    receivedAt: row.receivedAt?.toISOString() ?? null,
  };
}
