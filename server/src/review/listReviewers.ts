import { asc, inArray } from 'drizzle-orm';
import type { Reviewer } from '@sla/contract';
import { REVIEWER_ROLES } from '@sla/permissions';
import { requirePermission } from '../access.js';
import type { Caller, ServiceContext } from '../context.js';
import { users } from '../db/schema.js';

/** Who may be assigned to review, by name, for callers with view_applications: everyone whose role may review applications. */
export async function listReviewers(ctx: ServiceContext, caller: Caller | null): Promise<{ items: Reviewer[] }> {
  await requirePermission(ctx, caller, 'view_applications', { action: 'list_reviewers' });
  const rows = await ctx.db
    .select({ uid: users.uid, displayName: users.displayName, email: users.email })
    .from(users)
    .where(inArray(users.role, [...REVIEWER_ROLES]))
    .orderBy(asc(users.displayName), asc(users.uid));
  return { items: rows };
}
