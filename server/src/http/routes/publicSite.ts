import type { FastifyInstance } from 'fastify';
import { getPublicPost } from '../../content/getPublicPost.js';
import { listCategories } from '../../content/listCategories.js';
import { listPublicEvents } from '../../content/listPublicEvents.js';
import { listPublicPosts } from '../../content/listPublicPosts.js';
import { getDonationConfig } from '../../donations/getDonationConfig.js';
import { getPublicProgram } from '../../programs/getPublicProgram.js';
import { listPublicPrograms } from '../../programs/listPublicPrograms.js';
import { getFeed } from '../../site/getFeed.js';
import { getHome } from '../../site/getHome.js';
import { getPublicSiteSettings } from '../../siteSettings/getPublicSiteSettings.js';
import { listSitemapEntries } from '../../site/listSitemapEntries.js';
import type { RouteDeps } from '../app.js';

type Slug = { Params: { slug: string } };

/**
 * What visitors read. The same for everyone (`public`), but asked again on every use (`no-cache`): a story an
 * editor publishes, changes or takes down shows on the visitor's next request, also when they move
 * within the site without reloading. These answers take a few milliseconds to make.
 */
export function publicSiteRoutes(app: FastifyInstance, { ctx }: RouteDeps): void {
  app.addHook('onSend', async (request, reply) => {
    if (request.method === 'GET' && reply.statusCode === 200) reply.header('cache-control', 'public, no-cache');
  });
  app.get('/public/home', () => getHome(ctx));
  app.get('/public/posts', (request) => listPublicPosts(ctx, request.query));
  app.get<Slug>('/public/posts/:slug', (request) => getPublicPost(ctx, request.params.slug));
  app.get('/public/categories', () => listCategories(ctx));
  app.get('/public/events', (request) => listPublicEvents(ctx, request.query));
  app.get('/public/programs', () => listPublicPrograms(ctx));
  app.get<Slug>('/public/programs/:slug', (request) => getPublicProgram(ctx, request.params.slug));
  app.get('/public/donations/config', () => getDonationConfig(ctx));
  app.get('/public/site-settings', () => getPublicSiteSettings(ctx));
  app.get('/public/sitemap-entries', () => listSitemapEntries(ctx));
  app.get('/public/feed', () => getFeed(ctx));
}
