import type { Role } from '@sla/permissions';
import { roleLabel } from '../roles.js';

/** A role as a small coloured label; "No role" in grey. */
export function RoleBadge({ role }: { role: Role | null }) {
  return <span className={`badge badge--${role ? role.replace('_', '-') : 'none'}`}>{roleLabel(role)}</span>;
}
