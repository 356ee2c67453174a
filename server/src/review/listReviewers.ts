import { asc, inArray } from 'drizzle-orm';
import type { Reviewer } from '@sla/data';
import { requirePermission } from '../access.js';
import type { Caller, ServiceContext } from '../context.js';
import { users } from '../db/schema.js';

/** The roles whose holders review applications. */
export const REVIEWER_ROLES = ['admin', 'staff'] as const;

/** Who may be assigned to review (view_applications): every admin and staff member, by name. */
export async function listReviewers(ctx: ServiceContext, caller: Caller | null): Promise<{ items: Reviewer[] }> {
  await requirePermission(ctx, caller, 'view_applications', { action: 'list_reviewers' });
  const rows = await ctx.db
    .select({ uid: users.uid, displayName: users.displayName, email: users.email })
    .from(users)
    .where(inArray(users.role, [...REVIEWER_ROLES]))
    .orderBy(asc(users.displayName), asc(users.uid));
  return { items: rows };
}
