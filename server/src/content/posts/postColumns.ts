import { invalidInput } from '@sla/contract';
import type { postInput } from '@sla/contract/schemas';
import { slugFrom } from '@sla/domain';
import type * as z from 'zod/mini';
import { POST_MESSAGES } from '@sla/contract/serviceMessages';
import type { ContentRow } from '../../db/schema.js';

export type PostFields = z.infer<typeof postInput>;

export const SLUG_WITHOUT_LETTERS = POST_MESSAGES.slugWithoutLetters;

/**
 * The columns a post's form writes. An empty address keeps the post's current one (a title edit never moves a
 * public page by itself); a new post's is made from its title.
 */
export function postColumns(input: PostFields, currentSlug: string | null = null) {
  const slug = input.slug || currentSlug || slugFrom(input.title);
  if (!slug) throw invalidInput({ slug: SLUG_WITHOUT_LETTERS });
  return {
    title: input.title,
    slug,
    summary: input.summary,
    categoryId: input.categoryId,
    authorName: input.authorName || null,
    coverImageUrl: input.coverImage?.url ?? null,
    coverImageAlt: input.coverImage?.alt ?? null,
    coverMediaId: input.coverImage?.mediaId ?? null,
    body: input.body,
    seoDescription: input.seoDescription,
    socialImageUrl: input.socialImage?.url ?? null,
    socialImageAlt: input.socialImage?.alt ?? null,
    socialMediaId: input.socialImage?.mediaId ?? null,
  } satisfies Partial<ContentRow>;
}

export type PostColumns = ReturnType<typeof postColumns>;
