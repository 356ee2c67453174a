import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ContentLanguage } from '@sla/contract';
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
import { operationRoutes } from '../operationRoute.js';
import * as site from '@sla/contract/operations/site';

/**
 * The language the answer's content is in (the request's, where items have a version in it), noted in Vary so a cache
 * keeps one answer per language.
 */
function answerLanguage(request: FastifyRequest, reply: FastifyReply): ContentLanguage {
  const vary = reply.getHeader('vary');
  const named = typeof vary === 'string' ? vary.split(',').map((name) => name.trim().toLowerCase()) : [];
  if (!named.includes('accept-language')) reply.header('vary', [...named, 'accept-language'].join(', '));
  return request.locale;
}

/**
 * What visitors read. The same for everyone (`public`), but asked again on every use (`no-cache`): a story an
 * editor publishes, changes or takes down shows on the visitor's next request, also when they move
 * within the site without reloading. These answers take a few milliseconds to make. Posts, events and programmes are
 * in the request's language (Accept-Language) where they have a version in it, each saying which (`language`).
 */
export function publicSiteRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { ctx } = deps;
  const route = operationRoutes(app, deps);
  app.addHook('onSend', async (request, reply) => {
    if (request.method === 'GET' && reply.statusCode === 200) reply.header('cache-control', 'public, no-cache');
  });
  route(site.getPublicHome, (request, reply) => getHome(ctx, answerLanguage(request, reply)));
  route(site.listPublicPosts, (request, reply) => listPublicPosts(ctx, request.query, answerLanguage(request, reply)));
  route(site.getPublicPost, (request, reply) => getPublicPost(ctx, request.params.slug, answerLanguage(request, reply)));
  route(site.listPublicCategories, (request, reply) => listCategories(ctx, answerLanguage(request, reply)));
  route(site.listPublicEvents, (request, reply) => listPublicEvents(ctx, request.query, answerLanguage(request, reply)));
  route(site.listPublicPrograms, (request, reply) => listPublicPrograms(ctx, answerLanguage(request, reply)));
  route(site.getPublicProgram, (request, reply) => getPublicProgram(ctx, request.params.slug, answerLanguage(request, reply)));
  route(site.getDonationConfig, async () => getDonationConfig(ctx));
  route(site.getPublicSiteSettings, () => getPublicSiteSettings(ctx));
  route(site.listSitemapEntries, () => listSitemapEntries(ctx));
  route(site.getPublicFeed, () => getFeed(ctx));
}
