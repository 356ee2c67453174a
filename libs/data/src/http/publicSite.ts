import type { PublicSiteRepository } from '../repositories.js';
import * as routes from '@sla/contract/routes';
import { call } from './call.js';
import { orNull } from './orNull.js';
import type { Transport } from './transport.js';

export function httpPublicSiteRepository(transport: Transport): PublicSiteRepository {
  return {
    home: async () => call(transport, routes.getPublicHome, {}),
    posts: async (query = {}) => call(transport, routes.listPublicPosts, { query: { ...query } }),
    post: async (slug) => orNull(call(transport, routes.getPublicPost, { params: { slug } })),
    categories: async () => (await call(transport, routes.listPublicCategories, {})).items,
    events: async ({ upcoming, limit } = {}) =>
      (
        await call(transport, routes.listPublicEvents, {
          query: { upcoming: upcoming === undefined ? undefined : upcoming ? '1' : '0', limit },
        })
      ).items,
    programs: async () => (await call(transport, routes.listPublicPrograms, {})).items,
    program: async (slug) => orNull(call(transport, routes.getPublicProgram, { params: { slug } })),
    subscribe: async (email) => call(transport, routes.subscribeToNewsletter, { body: { email } }),
    confirmSubscription: async (token) => call(transport, routes.confirmSubscription, { body: { token } }),
    unsubscribe: async (token) => call(transport, routes.unsubscribeFromNewsletter, { body: { token } }),
    sendMessage: async (body) => call(transport, routes.sendContactMessage, { body }),
    donationConfig: async () => call(transport, routes.getDonationConfig, {}),
    checkout: async (body) => call(transport, routes.startCheckout, { body }),
    pledge: async (body) => call(transport, routes.recordPledge, { body }),
    sitemapEntries: async () => (await call(transport, routes.listSitemapEntries, {})).items,
    feed: async () => (await call(transport, routes.getPublicFeed, {})).items,
  };
}
