import { requireCaller, requirePermission } from '../access.js';
import type { Caller, ServiceContext } from '../context.js';
import type { UserRow } from '../db/schema.js';
import { noProfileYet } from '../users/getProfile.js';

/**
 * The caller acting on their own account (manage_profile, which every role has): 401 when signed out, 404 without a
 * profile, 403 (audited) for a profile whose role lacks the permission.
 */
export async function requireOwnAccount(
  ctx: ServiceContext,
  caller: Caller | null,
  action: string,
): Promise<{ caller: Caller; profile: UserRow }> {
  const signedIn = requireCaller(caller);
  if (!signedIn.profile) throw noProfileYet();
  await requirePermission(ctx, signedIn, 'manage_profile', { action });
  return { caller: signedIn, profile: signedIn.profile };
}

/**
 * The account's address when the identity provider has verified it (the caller's token says so; the profile then holds
 * the same address, syncProfileEmail), else null. What was sent from an address (gifts, messages and their replies) is
 * shown to an account only through a verified one: an address typed at sign-up may be someone else's.
 */
export function verifiedAddress(caller: Caller): string | null {
  const { email, emailVerified } = caller.token;
  return email && emailVerified ? email : null;
}
