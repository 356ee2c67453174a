import type { NewsletterRepository } from '../repositories.js';
import { call } from './call.js';
import { onFirstCall } from './onFirstCall.js';
import type { Transport } from './transport.js';

// Staff screens only, but made with every page's first load: the declarations load with the first call.
const newsletter = onFirstCall(() => import('@sla/contract/operations/site/newsletter'));

export function httpNewsletterRepository(transport: Transport): NewsletterRepository {
  return {
    subscribers: async (query = {}) => call(transport, (await newsletter()).listSubscribers, { query: { ...query } }),
    exportCsv: async ({ status } = {}) => call(transport, (await newsletter()).exportSubscribersCsv, { query: { status } }),
  };
}
