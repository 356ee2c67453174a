import { useIdentity } from '@sla/auth';
import { hasPermission, isRole, type Permission } from '@sla/permissions';

/**
 * Whether the signed-in person's role holds `permission`, to offer only actions they may take (a
 * student sees their applications but does not apply). The server checks again whatever this says.
 */
export function useCan(permission: Permission): boolean {
  const identity = useIdentity();
  return identity.status === 'signed-in' && isRole(identity.role) && hasPermission(identity.role, permission);
}
