import { sql, type SQL } from 'drizzle-orm';
import type { ContentLanguage } from '@sla/contract';
import { categories } from '../../db/schema.js';

/**
 * A category's name as a reader of `locale` sees it (its French name when it has one, else the English) and the
 * language that name is in, as columns to select.
 */
export function categoryNameIn(locale: ContentLanguage): { name: SQL<string>; language: SQL<ContentLanguage> } {
  if (locale === 'en') return { name: sql<string>`${categories.name}`, language: sql<ContentLanguage>`'en'` };
  return {
    name: sql<string>`CASE WHEN ${categories.nameFr} = '' THEN ${categories.name} ELSE ${categories.nameFr} END`,
    language: sql<ContentLanguage>`CASE WHEN ${categories.nameFr} = '' THEN 'en' ELSE ${locale} END`,
  };
}
