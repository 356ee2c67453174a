import type { AccountEventAction } from '@sla/contract';
import type { auditLogs } from '../db/schema.js';

export interface AccountEvent {
  /** The account concerned (an invitation's id while it has no account). */
  userId: string;
  action: AccountEventAction;
  actorId: string;
  reason?: string;
  context?: Record<string, unknown>;
}

/**
 * The audit row for an account event, to insert in the transaction that made the change, so the log and the
 * account never disagree. The action goes in `permission`, the actor in `changed_by` (toAuditEntry reads them back).
 */
export function accountEventValues(event: AccountEvent, at: Date): typeof auditLogs.$inferInsert {
  return {
    type: 'account_event',
    userId: event.userId,
    permission: event.action,
    changedBy: event.actorId,
    reason: event.reason ?? '',
    context: event.context ?? {},
    timestamp: at,
  };
}
