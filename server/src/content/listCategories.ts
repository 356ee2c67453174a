import { and, count, isNotNull } from 'drizzle-orm';
import type { CategoryCount } from '@sla/data';
import type { ServiceContext } from '../context.js';
import { content } from '../db/schema.js';
import { categorySlug } from './categorySlug.js';
import { visibleToVisitors } from './visibility.js';

/** Categories with at least one published story, with how many, by name. */
export async function listCategories(ctx: ServiceContext): Promise<{ items: CategoryCount[] }> {
  const rows = await ctx.db
    .select({ name: content.category, count: count() })
    .from(content)
    .where(and(visibleToVisitors('post', ctx.now()), isNotNull(content.category)))
    .groupBy(content.category)
    .orderBy(content.category);
  return { items: rows.map((row) => ({ name: row.name!, slug: categorySlug(row.name!), count: Number(row.count) })) };
}
