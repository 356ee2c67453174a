import { can, requireAnyPermission } from '../../access.js';
import type { Caller, ServiceContext } from '../../context.js';

/** The board's readers: alumni and admins (network_with_alumni), staff (manage_alumni_profiles), students. */
export const requireReader = (ctx: ServiceContext, caller: Caller | null, context: Record<string, unknown>) =>
  requireAnyPermission(ctx, caller, ['network_with_alumni', 'manage_alumni_profiles', 'access_student_portal'], context);

/** Who posts: alumni and admins (network_with_alumni), staff (manage_alumni_profiles). Students read only. */
export const requirePoster = (ctx: ServiceContext, caller: Caller | null, context: Record<string, unknown>) =>
  requireAnyPermission(ctx, caller, ['network_with_alumni', 'manage_alumni_profiles'], context);

/** Staff who moderate the network (manage_alumni_profiles) may read and hide any opportunity. */
export const moderates = (caller: Caller) => can(caller, 'manage_alumni_profiles');
