import { permissionCheckInput, parseInput } from '@sla/contract/schemas';
import { requireCaller } from '../access.js';
import type { Caller, ServiceContext } from '../context.js';
import { enforceRateLimits, withinRateLimit } from '../rateLimit/enforceRateLimits.js';
import { GUARD_DENIAL_REPEAT, GUARD_DENIALS_PER_USER } from '../rateLimit/rules.js';
import { recordPermissionCheck } from './recordPermissionCheck.js';

/**
 * The shell's guard refused the caller a screen: record it against the caller, never anyone else.
 * Any signed-in user can call this, so it must not be a way to flood the audit log: a caller over
 * the per-user limit gets 429, and a refusal already recorded in this window is not written again.
 */
export async function recordGuardDenial(ctx: ServiceContext, caller: Caller | null, body: unknown): Promise<void> {
  const signedIn = requireCaller(caller);
  const input = parseInput(permissionCheckInput, body);
  const uid = signedIn.token.uid;
  await enforceRateLimits(ctx, [[GUARD_DENIALS_PER_USER, uid]]);
  if (!(await withinRateLimit(ctx, GUARD_DENIAL_REPEAT, `${uid}\n${input.permission}\n${input.path}`))) return;
  await recordPermissionCheck(ctx, {
    userId: uid,
    permission: input.permission,
    granted: false,
    context: { source: 'guard', path: input.path },
  });
}
