import { eq, sql } from 'drizzle-orm';
import type { ContentLanguage } from '@sla/contract';
import type { Db } from '../db/database.js';
import { categories, content, contentTranslations, type ContentRow } from '../db/schema.js';
import { categoryNameIn } from './categories/categoryNameIn.js';
import { translationIn, type TranslationFields } from './translations/translatedText.js';

/** A library image's resized variants, smallest first. */
export type VariantSize = { width: number; height: number };

/** A story as the public answers read it: the row, its category and its cover's variants. */
export interface PublicPostRow {
  post: ContentRow;
  /** In the language asked for where the category has a name in it; null without a category. */
  categoryName: string | null;
  categoryLanguage: ContentLanguage | null;
  categorySlug: string | null;
  coverVariants: VariantSize[] | null;
  /** Its version in the language asked for, if it has one. */
  translation: TranslationFields;
}

// One correlated look-up on the variants' primary key per row shown: a page of stories stays one query.
const coverVariants = sql<VariantSize[] | null>`(
  SELECT json_agg(json_build_object('width', variant.width, 'height', variant.height) ORDER BY variant.width)
  FROM media_variants AS variant WHERE variant.media_id = ${content.coverMediaId}
)`;

/**
 * Stories with their category, cover variants and version in `locale`, if any; callers add the conditions, order and
 * limit.
 */
export function selectPublicPosts(db: Db, locale: ContentLanguage = 'en') {
  const category = categoryNameIn(locale);
  return db
    .select({
      post: content,
      categoryName: category.name,
      categoryLanguage: category.language,
      categorySlug: categories.slug,
      coverVariants,
      translation: contentTranslations.fields,
    })
    .from(content)
    .leftJoin(categories, eq(categories.id, content.categoryId))
    .leftJoin(contentTranslations, translationIn('content', content.id, locale));
}
