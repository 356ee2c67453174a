import { t } from '@sla/i18n';
import type { Role } from '@sla/permissions';
import { roleLabel } from '../roles.js';

/** A role as a small coloured label; "No role" in grey. The words are @sla/permissions', translated here. */
export function RoleBadge({ role }: { role: Role | null }) {
  return <span className={`badge badge--${role ? role.replace('_', '-') : 'none'}`}>{t(roleLabel(role))}</span>;
}
