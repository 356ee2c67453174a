import { DataError, type DataErrorCode } from '@sla/contract';
import type { Permission } from '@sla/permissions';
import { requirePermission } from '../access.js';
import { recordPermissionCheck } from '../audit/recordPermissionCheck.js';
import type { Caller, ServiceContext } from '../context.js';

/**
 * A refusal to a signed-in caller that is about them, not about the request: not assigned to the
 * application, or kept from it by their own conflict of interest. It is audited like a permission
 * refusal. It is thrown inside transactions and audited after them (PGlite has one connection).
 */
export class ReviewRefusal extends DataError {
  constructor(
    code: DataErrorCode,
    message: string,
    readonly reason: string,
  ) {
    super(code, message);
  }
}

/**
 * Runs `work` for a caller holding `permission`: refuses others through requirePermission (401, or
 * 403 with a permission_check audit entry), and audits any ReviewRefusal `work` throws.
 */
export async function asReviewer<T>(
  ctx: ServiceContext,
  caller: Caller | null,
  permission: Permission,
  context: Record<string, unknown>,
  work: (caller: Caller) => Promise<T>,
): Promise<T> {
  const allowed = await requirePermission(ctx, caller, permission, context);
  try {
    return await work(allowed);
  } catch (error) {
    if (error instanceof ReviewRefusal) {
      await recordPermissionCheck(ctx, {
        userId: allowed.token.uid,
        permission,
        granted: false,
        context: { source: 'server', ...context, reason: error.reason },
      });
    }
    throw error;
  }
}
