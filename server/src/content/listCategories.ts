import { and, asc, count, eq } from 'drizzle-orm';
import type { CategoryCount } from '@sla/data';
import type { ServiceContext } from '../context.js';
import { categories, content } from '../db/schema.js';
import { visibleToVisitors } from './visibility.js';

/** Categories with at least one published story, with how many, in the order editors gave them. */
export async function listCategories(ctx: ServiceContext): Promise<{ items: CategoryCount[] }> {
  const rows = await ctx.db
    .select({ name: categories.name, slug: categories.slug, count: count() })
    .from(categories)
    .innerJoin(content, and(eq(content.categoryId, categories.id), visibleToVisitors('post', ctx.now())))
    .groupBy(categories.id, categories.name, categories.slug, categories.position)
    .orderBy(asc(categories.position), asc(categories.name));
  return { items: rows.map((row) => ({ name: row.name, slug: row.slug, count: Number(row.count) })) };
}
