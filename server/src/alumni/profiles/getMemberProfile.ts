import type { AlumniProfileView } from '@sla/contract';
import { fieldShownTo } from '@sla/contract/schemas';
import { can, refuse, requirePermission } from '../../access.js';
import type { Caller, ServiceContext } from '../../context.js';
import { relationTo } from '../relation.js';
import { loadProfile } from './loadProfile.js';
import { noSuchAlumnus } from './profileRefusals.js';
import { audienceOf, profileAsSeenBy } from './visibleProfile.js';

/**
 * GET /alumni/people/:uid (network_with_alumni): one profile as the viewer may see it. Members do not see a profile
 * staff hid or one whose name is not shown to alumni: 404, the same answer as for no profile at all (audited). Staff
 * (admins here) see every profile, hidden ones too. One's own uid answers as alumni see it: a preview.
 */
export async function getMemberProfile(ctx: ServiceContext, caller: Caller | null, uid: string): Promise<AlumniProfileView> {
  const context = { action: 'read_alumni_profile', uid };
  const viewer = await requirePermission(ctx, caller, 'network_with_alumni', context);
  const loaded = await loadProfile(ctx.db, uid);
  if (!loaded) throw noSuchAlumnus();
  const own = viewer.token.uid === uid;
  const audience = own ? 'alumni' : audienceOf(viewer.profile?.role);
  const { row } = loaded;
  const unseen = audience !== 'staff' && !own && (row.hiddenAt !== null || !fieldShownTo(row.visibility.name, audience));
  if (unseen) return refuse(ctx, viewer, 'network_with_alumni', { ...context, rule: 'notShownToMembers' }, noSuchAlumnus());
  const relation = await relationTo(ctx.db, viewer.token.uid, row, can(viewer, 'network_with_alumni'));
  return profileAsSeenBy(row, loaded.names, audience, relation);
}
