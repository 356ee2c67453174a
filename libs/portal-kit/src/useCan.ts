import { useIdentity } from '@sla/auth';
import { hasPermission, isRole, type Permission, type Role } from '@sla/permissions';

/** The signed-in person's role, or null when signed out or the role is not one of the six. */
export function useActingRole(): Role | null {
  const identity = useIdentity();
  return identity.status === 'signed-in' && isRole(identity.role) ? identity.role : null;
}

/**
 * Whether the signed-in person's role has `permission`: for showing or hiding actions only. The
 * server checks every call again, and its refusal is what the screen shows.
 */
export function useCan(permission: Permission): boolean {
  return hasPermission(useActingRole(), permission);
}
