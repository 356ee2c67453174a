import { permissionCheckInput, parseInput } from '@sla/data/schemas';
import { requireCaller } from '../access.js';
import type { Caller, ServiceContext } from '../context.js';
import { recordPermissionCheck } from './recordPermissionCheck.js';

/** The shell's guard refused the caller a screen: record it against the caller, never anyone else. */
export async function recordGuardDenial(ctx: ServiceContext, caller: Caller | null, body: unknown): Promise<void> {
  const signedIn = requireCaller(caller);
  const input = parseInput(permissionCheckInput, body);
  await recordPermissionCheck(ctx, {
    userId: signedIn.token.uid,
    permission: input.permission,
    granted: false,
    context: { source: 'guard', path: input.path },
  });
}
