import { eq } from 'drizzle-orm';
import type { AlumniProfileView } from '@sla/contract';
import { hideProfileInput, parseInput } from '@sla/contract/schemas';
import { PROFILE_NOTICES } from '@sla/contract/serviceMessages';
import type { Caller, ServiceContext } from '../../context.js';
import { alumniProfiles } from '../../db/schema.js';
import { managedView } from './getManagedProfile.js';
import { loadProfile } from './loadProfile.js';
import { noSuchAlumnus } from './profileRefusals.js';
import { recordStaffAction, requireProfileManager } from './staffAction.js';

/**
 * POST /alumni/manage/:uid/hide (manage_alumni_profiles): takes the profile out of members' directory and pages, with
 * a reason its owner reads in a notice and on their profile. Audited (the reason stays on the profile, not in the log).
 */
export async function hideProfile(
  ctx: ServiceContext,
  caller: Caller | null,
  uid: string,
  body: unknown,
): Promise<AlumniProfileView> {
  const staff = await requireProfileManager(ctx, caller, { action: 'hide_alumni_profile', uid });
  const { reason } = parseInput(hideProfileInput, body);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    if (!(await loadProfile(tx, uid, { lock: true }))) throw noSuchAlumnus();
    await tx
      .update(alumniProfiles)
      .set({ hiddenAt: now, hiddenBy: staff.token.uid, hiddenReason: reason, updatedAt: now })
      .where(eq(alumniProfiles.uid, uid));
    await recordStaffAction(tx, {
      staffUid: staff.token.uid,
      uid,
      action: 'hide_alumni_profile',
      notice: PROFILE_NOTICES.hidden(reason),
      now,
    });
  });
  return managedView(ctx, staff, uid);
}

/** DELETE /alumni/manage/:uid/hide (manage_alumni_profiles): back in the directory; audited, its owner told. */
export async function unhideProfile(ctx: ServiceContext, caller: Caller | null, uid: string): Promise<AlumniProfileView> {
  const staff = await requireProfileManager(ctx, caller, { action: 'unhide_alumni_profile', uid });
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const loaded = await loadProfile(tx, uid, { lock: true });
    if (!loaded) throw noSuchAlumnus();
    if (!loaded.row.hiddenAt) return; // Already shown: nothing to record.
    await tx
      .update(alumniProfiles)
      .set({ hiddenAt: null, hiddenBy: null, hiddenReason: null, updatedAt: now })
      .where(eq(alumniProfiles.uid, uid));
    await recordStaffAction(tx, {
      staffUid: staff.token.uid,
      uid,
      action: 'unhide_alumni_profile',
      notice: PROFILE_NOTICES.unhidden,
      now,
    });
  });
  return managedView(ctx, staff, uid);
}
