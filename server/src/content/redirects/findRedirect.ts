import { and, eq } from 'drizzle-orm';
import { DataError } from '@sla/contract';
import { parseInput, SLUG_PATTERN } from '@sla/contract/schemas';
import { publicRedirectQuery } from '@sla/contract/operations/site';
import { PUBLIC_CONTENT_MESSAGES } from '@sla/contract/serviceMessages';
import type { ServiceContext } from '../../context.js';
import { content, contentRedirects } from '../../db/schema.js';
import { storyPath } from '../../site/publicPaths.js';
import { findCategoryBySlug } from '../findCategoryBySlug.js';
import { visibleToVisitors } from '../visibility.js';

export const NO_REDIRECT = PUBLIC_CONTENT_MESSAGES.nothingMoved;

const STORY = /^\/blog\/([^/?#]+)$/;
const CATEGORY = /^\/blog\?category=([^&#]+)$/;

/** A slug from an address; null when its escapes are broken or it could never have been one (so nothing is looked up). */
function slugIn(raw: string): string | null {
  try {
    const slug = decodeURIComponent(raw);
    return SLUG_PATTERN.test(slug) ? slug : null;
  } catch {
    return null;
  }
}

/**
 * Where an address that moved now is: a story whose address was changed after it went out (`/blog/<old>`), or a
 * renamed category (`/blog?category=<old>`). The site server answers such a page with a permanent redirect. 404
 * when nothing moved, or when what it moved to is not public.
 */
export async function findRedirect(ctx: ServiceContext, rawQuery: unknown): Promise<{ to: string }> {
  const { path } = parseInput(publicRedirectQuery, rawQuery);
  const storySlug = slugIn(STORY.exec(path)?.[1] ?? '');
  if (storySlug) {
    const [moved] = await ctx.db
      .select({ slug: content.slug })
      .from(contentRedirects)
      .innerJoin(content, eq(content.id, contentRedirects.contentId))
      .where(
        and(eq(contentRedirects.type, 'post'), eq(contentRedirects.oldSlug, storySlug), visibleToVisitors('post', ctx.now())),
      )
      .limit(1);
    if (moved && moved.slug !== storySlug) return { to: storyPath(moved.slug) };
  }
  const categorySlug = slugIn(CATEGORY.exec(path)?.[1] ?? '');
  if (categorySlug) {
    const found = await findCategoryBySlug(ctx.db, categorySlug);
    if (found && found.slug !== categorySlug) return { to: `/blog?category=${encodeURIComponent(found.slug)}` };
  }
  throw new DataError('not_found', NO_REDIRECT);
}
