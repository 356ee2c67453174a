import type { Role } from './roles.js';

/** The group checks (docs/requirements.md#groups). */
export const GROUPS = {
  staff: ['admin', 'staff'],
  contentEditor: ['admin', 'content_editor'],
  alumni: ['admin', 'alumni'],
  student: ['admin', 'student'],
  admin: ['admin'],
} as const satisfies Record<string, readonly Role[]>;

export type Group = keyof typeof GROUPS;

export function isInGroup(role: Role | null | undefined, group: Group): boolean {
  return role != null && (GROUPS[group] as readonly Role[]).includes(role);
}
