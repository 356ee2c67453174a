import type { Permission } from '@sla/permissions';
import { can, requirePermission } from '../access.js';
import type { Caller, ServiceContext } from '../context.js';

/**
 * Passes when the caller holds at least one of `permissions`; otherwise refuses through requirePermission (so the
 * refusal is audited), naming the first permission as the one that was missing.
 */
export async function requireAnyPermission(ctx: ServiceContext, caller: Caller | null, permissions: readonly [Permission, ...Permission[]], context: Record<string, unknown>): Promise<Caller> {
  if (caller && permissions.some((permission) => can(caller, permission))) return caller;
  return requirePermission(ctx, caller, permissions[0], context);
}
