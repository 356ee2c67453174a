import { DataError, type UserProfile } from '@sla/contract';
import { NO_PROFILE_YET } from '@sla/contract/serviceMessages';
import { noSuchUser, owns, refuse, requireCaller } from '../access.js';
import type { Caller, ServiceContext } from '../context.js';
import { findProfile } from './findProfile.js';
import { maySeeProfile } from './profileReaders.js';
import { toProfile } from './toProfile.js';

/** 404 "You have no profile yet.": signed in, but no profile has been made for them. */
export const noProfileYet = () => new DataError('not_found', NO_PROFILE_YET);

/** The caller's own profile; 404 when they have none yet. */
export async function getOwnProfile(_ctx: ServiceContext, caller: Caller | null): Promise<UserProfile> {
  const signedIn = requireCaller(caller);
  if (!signedIn.profile) throw noProfileYet();
  return toProfile(signedIn.profile);
}

/** Anyone's profile for view_all_users; one's own for everyone; otherwise 404, as if it did not exist. */
export async function getProfile(ctx: ServiceContext, caller: Caller | null, uid: string): Promise<UserProfile> {
  const signedIn = requireCaller(caller);
  if (owns(signedIn, uid)) return getOwnProfile(ctx, signedIn);
  if (!maySeeProfile(signedIn, uid)) await refuse(ctx, signedIn, 'view_all_users', { action: 'get_user', uid }, noSuchUser());
  const row = await findProfile(ctx.db, uid);
  if (!row) throw noSuchUser();
  return toProfile(row);
}
