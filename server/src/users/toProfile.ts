import type { UserProfile } from '@sla/contract';
import { isRole } from '@sla/permissions';
import type { UserRow } from '../db/schema.js';

export function toProfile(row: UserRow): UserProfile {
  return {
    uid: row.uid,
    email: row.email,
    displayName: row.displayName,
    role: isRole(row.role) ? row.role : null,
    requestedRole: isRole(row.requestedRole) ? row.requestedRole : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
