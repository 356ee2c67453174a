import * as donations from '../contract/site/donations.js';
import * as forms from '../contract/site/forms.js';
import * as newsletter from '../contract/site/newsletter.js';
import * as pages from '../contract/site/pages.js';
import type { PublicSiteRepository } from '../repositories.js';
import { call } from './call.js';
import { orNull } from './orNull.js';
import type { Transport } from './transport.js';

// Per-topic contract files, not the site barrel: this adapter is in every page's first load.
export function httpPublicSiteRepository(transport: Transport): PublicSiteRepository {
  return {
    home: () => call(transport, pages.getPublicHome, {}),
    posts: (query = {}) => call(transport, pages.listPublicPosts, { query: { ...query } }),
    post: (slug) => orNull(call(transport, pages.getPublicPost, { params: { slug } })),
    categories: async () => (await call(transport, pages.listPublicCategories, {})).items,
    events: async ({ upcoming, limit } = {}) =>
      (
        await call(transport, pages.listPublicEvents, {
          query: { upcoming: upcoming === undefined ? undefined : upcoming ? '1' : '0', limit },
        })
      ).items,
    programs: async () => (await call(transport, pages.listPublicPrograms, {})).items,
    program: (slug) => orNull(call(transport, pages.getPublicProgram, { params: { slug } })),
    subscribe: (email) => call(transport, newsletter.subscribeToNewsletter, { body: { email } }),
    confirmSubscription: (token) => call(transport, newsletter.confirmSubscription, { body: { token } }),
    unsubscribe: (token) => call(transport, newsletter.unsubscribeFromNewsletter, { body: { token } }),
    sendMessage: (body) => call(transport, forms.sendContactMessage, { body }),
    donationConfig: () => call(transport, donations.getDonationConfig, {}),
    checkout: (body) => call(transport, donations.startCheckout, { body }),
    pledge: (body) => call(transport, donations.recordPledge, { body }),
    sitemapEntries: async () => (await call(transport, pages.listSitemapEntries, {})).items,
    feed: async () => (await call(transport, pages.getPublicFeed, {})).items,
  };
}
