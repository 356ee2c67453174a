import type { PublicSiteRepository } from '../repositories.js';
import { call } from './call.js';
import { onFirstCall } from './onFirstCall.js';
import { orNull } from './orNull.js';
import type { Transport } from './transport.js';

// This adapter is in every page's first load, its declarations' schemas are not: each topic's file loads with its
// first call. A public page's first data comes inline from the site server; later pages and the forms call.
const pages = onFirstCall(() => import('@sla/contract/operations/site/pages'));
const newsletter = onFirstCall(() => import('@sla/contract/operations/site/newsletter'));
const forms = onFirstCall(() => import('@sla/contract/operations/site/forms'));
const donations = onFirstCall(() => import('@sla/contract/operations/site/donations'));

export function httpPublicSiteRepository(transport: Transport): PublicSiteRepository {
  return {
    home: async () => call(transport, (await pages()).getPublicHome, {}),
    posts: async (query = {}) => call(transport, (await pages()).listPublicPosts, { query: { ...query } }),
    post: async (slug) => orNull(call(transport, (await pages()).getPublicPost, { params: { slug } })),
    categories: async () => (await call(transport, (await pages()).listPublicCategories, {})).items,
    events: async ({ upcoming, limit } = {}) =>
      (
        await call(transport, (await pages()).listPublicEvents, {
          query: { upcoming: upcoming === undefined ? undefined : upcoming ? '1' : '0', limit },
        })
      ).items,
    programs: async () => (await call(transport, (await pages()).listPublicPrograms, {})).items,
    program: async (slug) => orNull(call(transport, (await pages()).getPublicProgram, { params: { slug } })),
    subscribe: async (email) => call(transport, (await newsletter()).subscribeToNewsletter, { body: { email } }),
    confirmSubscription: async (token) => call(transport, (await newsletter()).confirmSubscription, { body: { token } }),
    unsubscribe: async (token) => call(transport, (await newsletter()).unsubscribeFromNewsletter, { body: { token } }),
    sendMessage: async (body) => call(transport, (await forms()).sendContactMessage, { body }),
    donationConfig: async () => call(transport, (await donations()).getDonationConfig, {}),
    checkout: async (body) => call(transport, (await donations()).startCheckout, { body }),
    pledge: async (body) => call(transport, (await donations()).recordPledge, { body }),
    sitemapEntries: async () => (await call(transport, (await pages()).listSitemapEntries, {})).items,
    feed: async () => (await call(transport, (await pages()).getPublicFeed, {})).items,
  };
}
