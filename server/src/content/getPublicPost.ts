import { and, eq } from 'drizzle-orm';
import { DataError, type ContentLanguage, type Post } from '@sla/contract';
import { PUBLIC_CONTENT_MESSAGES } from '@sla/contract/serviceMessages';
import type { ServiceContext } from '../context.js';
import { content } from '../db/schema.js';
import { selectPublicPosts } from './publicPostRows.js';
import { toPost } from './toPublicPost.js';
import { bodyImageSizes } from './bodyImageSizes.js';
import { translatedContent } from './translations/translatedText.js';
import { visibleToVisitors } from './visibility.js';

export const NO_SUCH_STORY = PUBLIC_CONTENT_MESSAGES.noSuchStory;

/**
 * One published story by slug, in `locale` when it has a version in it; a draft answers exactly as a story that does
 * not exist.
 */
export async function getPublicPost(ctx: ServiceContext, slug: string, locale: ContentLanguage = 'en'): Promise<Post> {
  const [row] = await selectPublicPosts(ctx.db, locale)
    .where(and(visibleToVisitors('post', ctx.now()), eq(content.slug, slug)))
    .limit(1);
  if (!row) throw new DataError('not_found', NO_SUCH_STORY);
  const { row: shown } = translatedContent(row.post, row.translation);
  return toPost(row, await bodyImageSizes(ctx.db, shown.body));
}
