import type { NewsletterRepository } from '../repositories.js';
import * as routes from '@sla/contract/routes';
import { call } from './call.js';
import type { Transport } from './transport.js';

export function httpNewsletterRepository(transport: Transport): NewsletterRepository {
  return {
    subscribers: async (query = {}) => call(transport, routes.listSubscribers, { query: { ...query } }),
    exportCsv: async ({ status } = {}) => call(transport, routes.exportSubscribersCsv, { query: { status } }),
  };
}
