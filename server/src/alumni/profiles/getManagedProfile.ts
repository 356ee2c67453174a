import type { AlumniProfileView } from '@sla/contract';
import { can } from '../../access.js';
import type { Caller, ServiceContext } from '../../context.js';
import { relationTo } from '../relation.js';
import { loadProfile } from './loadProfile.js';
import { noSuchAlumnus } from './profileRefusals.js';
import { requireProfileManager } from './staffAction.js';
import { profileAsSeenBy } from './visibleProfile.js';

/** The profile `uid` as staff see it (every field shown to staff, alumni or public; hidden or not), or 404. */
export async function managedView(ctx: ServiceContext, viewer: Caller, uid: string): Promise<AlumniProfileView> {
  const loaded = await loadProfile(ctx.db, uid);
  if (!loaded) throw noSuchAlumnus();
  const relation = await relationTo(ctx.db, viewer.token.uid, loaded.row, can(viewer, 'network_with_alumni'));
  return profileAsSeenBy(loaded.row, loaded.names, 'staff', relation);
}

/** GET /alumni/manage/:uid (manage_alumni_profiles). */
export async function getManagedProfile(ctx: ServiceContext, caller: Caller | null, uid: string): Promise<AlumniProfileView> {
  const staff = await requireProfileManager(ctx, caller, { action: 'read_managed_alumni_profile', uid });
  return managedView(ctx, staff, uid);
}
