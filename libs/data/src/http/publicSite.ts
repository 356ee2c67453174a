import type { PublicSiteRepository } from '../repositories.js';
import type {
  Acknowledgement,
  CategoryCount,
  FeedItem,
  Post,
  Program,
  ProgramSummary,
  PublicEvent,
  SitemapEntry,
} from '../types.js';
import { orNull } from './orNull.js';
import type { Transport } from './transport.js';

const slugPath = (base: string, slug: string) => `${base}/${encodeURIComponent(slug)}`;

export function httpPublicSiteRepository(transport: Transport): PublicSiteRepository {
  return {
    home: () => transport.request('GET', '/public/home'),
    posts: (query = {}) => transport.request('GET', '/public/posts', { query: { ...query } }),
    post: (slug) => orNull(transport.request<Post>('GET', slugPath('/public/posts', slug))),
    categories: async () => (await transport.request<{ items: CategoryCount[] }>('GET', '/public/categories')).items,
    events: async ({ upcoming, limit } = {}) =>
      (
        await transport.request<{ items: PublicEvent[] }>('GET', '/public/events', {
          query: { upcoming: upcoming === undefined ? undefined : upcoming ? 1 : 0, limit },
        })
      ).items,
    programs: async () => (await transport.request<{ items: ProgramSummary[] }>('GET', '/public/programs')).items,
    program: (slug) => orNull(transport.request<Program>('GET', slugPath('/public/programs', slug))),
    subscribe: (email) => transport.request<Acknowledgement>('POST', '/public/newsletter', { body: { email } }),
    confirmSubscription: (token) => transport.request('POST', '/public/newsletter/confirm', { body: { token } }),
    unsubscribe: (token) => transport.request('POST', '/public/newsletter/unsubscribe', { body: { token } }),
    sendMessage: (input) => transport.request('POST', '/public/messages', { body: input }),
    donationConfig: () => transport.request('GET', '/public/donations/config'),
    checkout: (input) => transport.request('POST', '/public/donations/checkout', { body: input }),
    pledge: (input) => transport.request('POST', '/public/pledges', { body: input }),
    sitemapEntries: async () => (await transport.request<{ items: SitemapEntry[] }>('GET', '/public/sitemap-entries')).items,
    feed: async () => (await transport.request<{ items: FeedItem[] }>('GET', '/public/feed')).items,
  };
}
