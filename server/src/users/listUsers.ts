import { and, desc, ilike, isNull, or, sql, eq } from 'drizzle-orm';
import type { Page, UserProfile } from '@sla/contract';
import { listUsersQuery, parseInput } from '@sla/contract/schemas';
import { requirePermission } from '../access.js';
import type { Caller, ServiceContext } from '../context.js';
import { decodeCursor, keysetPage, uidId } from '../cursor.js';
import { users } from '../db/schema.js';
import { toProfile } from './toProfile.js';

export const USERS_PAGE_SIZE = 25;

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Users newest first, by name or e-mail search and role, one keyset page at a time. */
export async function listUsers(ctx: ServiceContext, caller: Caller | null, rawQuery: unknown): Promise<Page<UserProfile>> {
  await requirePermission(ctx, caller, 'view_all_users', { action: 'list_users' });
  const query = parseInput(listUsersQuery, rawQuery);
  const limit = query.limit ?? USERS_PAGE_SIZE;
  const conditions = [];
  if (query.search) {
    const pattern = likePattern(query.search);
    conditions.push(or(ilike(users.displayName, pattern), ilike(users.email, pattern)));
  }
  if (query.role === 'none') conditions.push(isNull(users.role));
  else if (query.role) conditions.push(eq(users.role, query.role));
  if (query.cursor) {
    const { at, id } = decodeCursor(query.cursor, uidId);
    conditions.push(sql`(${users.createdAt}, ${users.uid}) < (${at.toISOString()}::timestamptz, ${id})`);
  }
  const rows = await ctx.db
    .select()
    .from(users)
    .where(and(...conditions))
    .orderBy(desc(users.createdAt), desc(users.uid))
    .limit(limit + 1);
  return keysetPage(rows, limit, toProfile, (row) => [row.createdAt, row.uid]);
}
