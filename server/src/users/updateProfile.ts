import { eq } from 'drizzle-orm';
import type { UserProfile } from '@sla/contract';
import { parseInput, updateProfileInput } from '@sla/contract/schemas';
import { noSuchUser, owns, requireCaller, requirePermission } from '../access.js';
import type { Caller, ServiceContext } from '../context.js';
import { alumniProfiles, users } from '../db/schema.js';
import { noProfileYet } from './getProfile.js';
import { maySeeProfile } from './profileReaders.js';
import { toProfile } from './toProfile.js';

/**
 * Changes a display name: one's own with manage_profile, anyone's with manage_users. Roles change
 * only through role assignment. Someone who may not even see the profile gets 404. The alumni profile's copy of the
 * name (searched with its other fields) changes in the same transaction, so the two never disagree.
 */
export async function updateProfile(
  ctx: ServiceContext,
  caller: Caller | null,
  uid: string,
  body: unknown,
): Promise<UserProfile> {
  const signedIn = requireCaller(caller);
  const own = owns(signedIn, uid);
  if (own) {
    if (!signedIn.profile) throw noProfileYet();
    await requirePermission(ctx, signedIn, 'manage_profile', { action: 'update_user', uid });
  } else {
    await requirePermission(
      ctx,
      signedIn,
      'manage_users',
      { action: 'update_user', uid },
      { hide: !maySeeProfile(signedIn, uid) },
    );
  }
  const input = parseInput(updateProfileInput, body);
  const now = ctx.now();
  const row = await ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({ displayName: input.displayName, updatedAt: now })
      .where(eq(users.uid, uid))
      .returning();
    if (updated) await tx.update(alumniProfiles).set({ name: input.displayName }).where(eq(alumniProfiles.uid, uid));
    return updated;
  });
  if (!row) throw noSuchUser();
  ctx.profiles.forget(uid);
  return toProfile(row);
}
