import { and, asc, inArray, isNull } from 'drizzle-orm';
import { requirePermission } from '../access.js';
import type { Caller, ServiceContext } from '../context.js';
import type { Db } from '../db/database.js';
import { users } from '../db/schema.js';
import { nameOfUser } from './staffNames.js';

/** The roles that hold view_all_users, and so may read and own follow-ups. */
export const OWNER_ROLES = ['admin', 'staff'] as const;

/** Staff and admins who are not suspended: who may own an item (a few dozen people, so one list). */
export async function ownerChoices(db: Db): Promise<{ uid: string; name: string }[]> {
  const rows = await db
    .select({ uid: users.uid, displayName: users.displayName, email: users.email })
    .from(users)
    .where(and(inArray(users.role, [...OWNER_ROLES]), isNull(users.suspendedAt)))
    .orderBy(asc(users.displayName), asc(users.uid));
  return rows
    .map((row) => ({ uid: row.uid, name: nameOfUser(row) }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }));
}

export async function listFollowUpOwners(
  ctx: ServiceContext,
  caller: Caller | null,
): Promise<{ items: { uid: string; name: string }[] }> {
  await requirePermission(ctx, caller, 'view_all_users', { action: 'list_follow_up_owners' });
  return { items: await ownerChoices(ctx.db) };
}
