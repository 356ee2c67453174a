import type { Permission } from '@sla/permissions';
import type { Db } from '../../db/database.js';
import { auditLogs } from '../../db/schema.js';

/**
 * Writes a granted permission_check entry for an action the audit log must show (a report made, a report resolved),
 * in the transaction that did it: the entry exists exactly when the action was saved.
 */
export async function auditAction(
  tx: Db,
  entry: { userId: string; permission: Permission; context: Record<string, unknown>; at: Date },
): Promise<void> {
  await tx.insert(auditLogs).values({
    type: 'permission_check',
    userId: entry.userId,
    permission: entry.permission,
    granted: true,
    context: { source: 'server', ...entry.context },
    timestamp: entry.at,
  });
}
