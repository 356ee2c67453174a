import type { CoverImage, Post, PostSummary } from '@sla/data';
import type { ContentRow } from '../db/schema.js';
import { categorySlug } from './categorySlug.js';
import { readingMinutes } from './readingMinutes.js';
import { markdownHtml } from './markdownHtml.js';

export const ORGANISATION_AUTHOR = 'Scientist-Leaders Africa';

export function coverImageOf(row: ContentRow): CoverImage | null {
  return row.coverImageUrl ? { url: row.coverImageUrl, alt: row.coverImageAlt ?? '' } : null;
}

/** Only call with rows that passed visibleToVisitors: they always have a publishedAt. */
export function toPostSummary(row: ContentRow): PostSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    category: row.category ? { name: row.category, slug: categorySlug(row.category) } : null,
    authorName: row.authorName || ORGANISATION_AUTHOR,
    coverImage: coverImageOf(row),
    publishedAt: row.publishedAt!.toISOString(),
    readingMinutes: readingMinutes(row.body),
  };
}

/** A whole story; its body also as sanitised HTML (headings from h2, under the story's title). */
export function toPost(row: ContentRow): Post {
  return {
    ...toPostSummary(row),
    body: row.body,
    bodyHtml: markdownHtml(row.body, 2),
    updatedAt: row.updatedAt.toISOString(),
  };
}
