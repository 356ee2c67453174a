import { and, eq, ne, or } from 'drizzle-orm';
import { DataError } from '@sla/contract';
import { CONTENT_MESSAGES } from '@sla/contract/schemas';
import type { Db } from '../../db/database.js';
import { categories } from '../../db/schema.js';

/** 409 on the name: another category has it, or a name that makes the same address ("News" and "news!"). */
export const categoryNameTaken = () =>
  new DataError('conflict', CONTENT_MESSAGES.categoryNameTaken, { name: CONTENT_MESSAGES.categoryNameTaken });

/** Refuses a name or address another category (not `exceptId`) already has. */
export async function requireFreeCategoryName(db: Db, name: string, slug: string, exceptId?: string): Promise<void> {
  const [clash] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(or(eq(categories.name, name), eq(categories.slug, slug)), exceptId ? ne(categories.id, exceptId) : undefined))
    .limit(1);
  if (clash) throw categoryNameTaken();
}
