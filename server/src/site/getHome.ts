import type { ContentLanguage, HomePage } from '@sla/contract';
import { listPublicEvents } from '../content/listPublicEvents.js';
import { listPublicPosts } from '../content/listPublicPosts.js';
import type { ServiceContext } from '../context.js';
import { listPublicPrograms } from '../programs/listPublicPrograms.js';

/**
 * Everything the Home page shows in one answer, in `locale` where items have it: each extra round trip costs visitors
 * on slow mobile data.
 */
export async function getHome(ctx: ServiceContext, locale: ContentLanguage = 'en'): Promise<HomePage> {
  const [programs, stories, events] = await Promise.all([
    listPublicPrograms(ctx, locale),
    listPublicPosts(ctx, { limit: 3 }, locale),
    listPublicEvents(ctx, { upcoming: '1', limit: 3 }, locale),
  ]);
  return { programs: programs.items, stories: stories.items, events: events.items };
}
