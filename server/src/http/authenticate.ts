import { DataError } from '@sla/contract';
import { ACCOUNT_SUSPENDED_MESSAGE } from '@sla/contract/schemas';
import { SIGN_IN_EXPIRED } from '@sla/contract/serviceMessages';
import { InvalidTokenError, type TokenVerifier } from '../auth/tokens.js';
import type { Caller, ServiceContext } from '../context.js';
import { readProfile } from '../users/findProfile.js';
import { syncProfileEmail } from '../users/syncProfileEmail.js';

/**
 * The caller behind an Authorization header: null when there is none, 401 when the token is not
 * valid. The profile is read on every request through ctx.profiles, which this instance's own changes (a role, a
 * suspension, a deletion) clear at once, so they apply at once; another instance's apply within its time to live
 * (decision 0033). An e-mail address changed (and verified) in Firebase reaches the profile on the first request that
 * carries it. A suspended account is refused (403) whatever it asks.
 */
const BEARER = /^Bearer\s+(\S+)$/i;

export async function authenticate(
  ctx: ServiceContext,
  verifier: TokenVerifier,
  header: string | undefined,
): Promise<Caller | null> {
  if (!header) return null;
  const match = BEARER.exec(header);
  if (!match) throw new DataError('unauthenticated', 'Send the sign-in token as "Authorization: Bearer <token>".');
  let token;
  try {
    token = await verifier.verify(match[1]!);
  } catch (error) {
    if (error instanceof InvalidTokenError) throw new DataError('unauthenticated', SIGN_IN_EXPIRED);
    throw error;
  }
  const { uid } = token;
  const profile = await ctx.profiles.read(uid, () => readProfile(ctx.db, uid));
  // Firebase stops a suspended account from getting new tokens; this refuses the ones it already holds.
  if (profile?.suspendedAt) throw new DataError('forbidden', ACCOUNT_SUSPENDED_MESSAGE);
  if (!profile) return { token, profile };
  const synced = await syncProfileEmail(ctx.db, profile, token, ctx.now());
  if (synced !== profile) ctx.profiles.forget(uid);
  return { token, profile: synced };
}
