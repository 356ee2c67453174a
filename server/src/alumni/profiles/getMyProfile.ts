import type { MyAlumniProfile } from '@sla/contract';
import type { Caller, ServiceContext } from '../../context.js';
import type { Db } from '../../db/database.js';
import { alumniProfiles } from '../../db/schema.js';
import { loadProfile, type LoadedProfile } from './loadProfile.js';
import { requireProfileOwner } from './ownProfile.js';
import { toMyProfile } from './toMyProfile.js';

/**
 * The caller's profile row, started on first use with the defaults (name, programme and year to alumni, the rest to
 * staff, nothing public) for an alumnus whose profile did not start from a completed cohort.
 */
export async function startedProfile(db: Db, caller: Caller, now: Date): Promise<LoadedProfile> {
  const uid = caller.token.uid;
  const found = await loadProfile(db, uid);
  if (found) return found;
  await db
    .insert(alumniProfiles)
    .values({ uid, name: caller.profile?.displayName ?? '', openToMentoring: false, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: alumniProfiles.uid });
  return (await loadProfile(db, uid))!;
}

/** GET /alumni/profile: one's own profile, every field and its visibility (the alumni role only). */
export async function getMyProfile(ctx: ServiceContext, caller: Caller | null): Promise<MyAlumniProfile> {
  const owner = await requireProfileOwner(ctx, caller, 'read_my_alumni_profile');
  return toMyProfile(await startedProfile(ctx.db, owner, ctx.now()));
}
