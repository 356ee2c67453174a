import { ownsAlumniProfile } from '@sla/permissions';
import { refuse, requireCaller } from '../../access.js';
import type { Caller, ServiceContext } from '../../context.js';
import { noProfile } from './profileRefusals.js';

/**
 * The caller, when they own an alumni profile (the alumni role). 401 signed out; anyone else signed in, staff and
 * admins included (they manage profiles without one of their own), gets 404 "Alumni profiles are for alumni…",
 * audited like every refusal.
 */
export async function requireProfileOwner(ctx: ServiceContext, caller: Caller | null, action: string): Promise<Caller> {
  const signedIn = requireCaller(caller);
  if (ownsAlumniProfile(signedIn.profile?.role)) return signedIn;
  return refuse(ctx, signedIn, 'access_alumni_portal', { action, rule: 'ownsAlumniProfile' }, noProfile());
}
