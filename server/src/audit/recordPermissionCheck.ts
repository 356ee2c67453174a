import type { ServiceContext } from '../context.js';
import { auditLogs } from '../db/schema.js';

/**
 * Writes a permission_check entry. Audit write failures are logged and swallowed:
 * a refusal must still be a refusal when the audit log cannot be written.
 */
export async function recordPermissionCheck(
  ctx: ServiceContext,
  entry: { userId: string; permission: string; granted: boolean; context: Record<string, unknown> },
): Promise<void> {
  try {
    await ctx.db.insert(auditLogs).values({ type: 'permission_check', ...entry, timestamp: ctx.now() });
  } catch (error) {
    console.error('[audit] could not write a permission_check entry', error);
  }
}
