import { and, asc, count, eq } from 'drizzle-orm';
import type { CategoryCount, ContentLanguage } from '@sla/contract';
import type { ServiceContext } from '../context.js';
import { categories, content } from '../db/schema.js';
import { categoryNameIn } from './categories/categoryNameIn.js';
import { visibleToVisitors } from './visibility.js';

/**
 * Categories with at least one published story, with how many, in the order editors gave them; named in `locale`
 * where they have a name in it.
 */
export async function listCategories(ctx: ServiceContext, locale: ContentLanguage = 'en'): Promise<{ items: CategoryCount[] }> {
  const named = categoryNameIn(locale);
  const rows = await ctx.db
    .select({ name: named.name, language: named.language, slug: categories.slug, count: count() })
    .from(categories)
    .innerJoin(content, and(eq(content.categoryId, categories.id), visibleToVisitors('post', ctx.now())))
    .groupBy(categories.id, categories.name, categories.nameFr, categories.slug, categories.position)
    .orderBy(asc(categories.position), asc(categories.name));
  return { items: rows.map((row) => ({ ...row, count: Number(row.count) })) };
}
