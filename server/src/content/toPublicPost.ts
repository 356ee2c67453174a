import type { CoverImage, Post, PostSummary } from '@sla/contract';
import type { ImageSizes } from '@sla/markdown';
import type { ContentRow } from '../db/schema.js';
import { markdownHtml } from './markdownHtml.js';
import type { PublicPostRow, VariantSize } from './publicPostRows.js';
import { readingMinutes } from './readingMinutes.js';
import { translatedContent } from './translations/translatedText.js';

export const ORGANISATION_AUTHOR = 'Scientist-Leaders Africa';

/** Where the media library serves one resized variant of an image. */
export const mediaVariantUrl = (mediaId: string, width: number) => `/api/media/${encodeURIComponent(mediaId)}/${width}.webp`;

/**
 * The cover as the page shows it; a library image also gets its variants, so each browser downloads the
 * size it needs, and the largest one's size, so the page does not jump when it arrives.
 */
export function coverImageOf(row: ContentRow, variants: VariantSize[] | null = null): CoverImage | null {
  if (!row.coverImageUrl) return null;
  const cover: CoverImage = { url: row.coverImageUrl, alt: row.coverImageAlt ?? '' };
  const largest = variants?.at(-1);
  if (!row.coverMediaId || !variants || !largest) return cover;
  return {
    ...cover,
    srcset: variants.map((variant) => `${mediaVariantUrl(row.coverMediaId!, variant.width)} ${variant.width}w`).join(', '),
    width: largest.width,
    height: largest.height,
  };
}

/**
 * Only call with rows that passed visibleToVisitors: they always have a publishedAt. Its text is its translation's
 * when it has one in the language asked for, else the English; `language` says which.
 */
export function toPostSummary({
  post: english,
  categoryName,
  categoryLanguage,
  categorySlug,
  coverVariants,
  translation,
}: PublicPostRow): PostSummary {
  const { row: post, language } = translatedContent(english, translation);
  return {
    id: post.id,
    slug: post.slug,
    title: post.title,
    summary: post.summary,
    category:
      categoryName && categorySlug ? { name: categoryName, slug: categorySlug, language: categoryLanguage ?? 'en' } : null,
    authorName: post.authorName || ORGANISATION_AUTHOR,
    coverImage: coverImageOf(post, coverVariants),
    publishedAt: post.publishedAt!.toISOString(),
    readingMinutes: readingMinutes(post.body),
    language,
  };
}

/**
 * A whole story; its body also as sanitised HTML (headings from h2, under the story's title), its pictures with the
 * sizes given (bodyImageSizes).
 */
export function toPost(row: PublicPostRow, imageSizes: ImageSizes = {}): Post {
  const { row: post } = translatedContent(row.post, row.translation);
  return {
    ...toPostSummary(row),
    body: post.body,
    bodyHtml: markdownHtml(post.body, 2, imageSizes),
    updatedAt: post.updatedAt.toISOString(),
    seoDescription: post.seoDescription,
    socialImage: post.socialImageUrl ? { url: post.socialImageUrl, alt: post.socialImageAlt ?? '' } : null,
  };
}
