import * as newsletter from '../contract/site/newsletter.js';
import type { NewsletterRepository } from '../repositories.js';
import { call } from './call.js';
import type { Transport } from './transport.js';

export function httpNewsletterRepository(transport: Transport): NewsletterRepository {
  return {
    subscribers: (query = {}) => call(transport, newsletter.listSubscribers, { query: { ...query } }),
    exportCsv: ({ status } = {}) => call(transport, newsletter.exportSubscribersCsv, { query: { status } }),
  };
}
