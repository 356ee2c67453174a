import type { HomePage } from '@sla/data';
import { listPublicEvents } from '../content/listPublicEvents.js';
import { listPublicPosts } from '../content/listPublicPosts.js';
import type { ServiceContext } from '../context.js';
import { listPublicPrograms } from '../programs/listPublicPrograms.js';

/** Everything the Home page shows in one answer: each extra round trip costs visitors on slow mobile data. */
export async function getHome(ctx: ServiceContext): Promise<HomePage> {
  const [programs, stories, events] = await Promise.all([
    listPublicPrograms(ctx),
    listPublicPosts(ctx, { limit: 3 }),
    listPublicEvents(ctx, { upcoming: '1', limit: 3 }),
  ]);
  return { programs: programs.items, stories: stories.items, events: events.items };
}
