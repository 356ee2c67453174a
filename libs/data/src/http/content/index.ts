import type { Transport } from '../transport.js';
import { httpCategoriesRepository } from './categories.js';
import { httpContentLiveRepository } from './contentLive.js';
import { httpEventsRepository } from './events.js';
import { httpMediaRepository } from './media.js';
import { httpPostsRepository } from './posts.js';
import { httpProgramPagesRepository } from './programPages.js';
import { httpSubmissionsRepository } from './submissions.js';

/** The content portal's repositories, loaded together the first time one of them is used. */
export function httpContentRepositories(transport: Transport) {
  return {
    posts: httpPostsRepository(transport),
    categories: httpCategoriesRepository(transport),
    events: httpEventsRepository(transport),
    programPages: httpProgramPagesRepository(transport),
    media: httpMediaRepository(transport),
    submissions: httpSubmissionsRepository(transport),
    contentLive: httpContentLiveRepository(transport),
  };
}
export type ContentRepositories = ReturnType<typeof httpContentRepositories>;
