import type { NewsletterRepository } from '../repositories.js';
import type { Transport } from './transport.js';

export function httpNewsletterRepository(transport: Transport): NewsletterRepository {
  return {
    subscribers: (query = {}) => transport.request('GET', '/newsletter/subscribers', { query: { ...query } }),
    exportCsv: ({ status } = {}) => transport.request('GET', '/newsletter/subscribers.csv', { query: { status }, as: 'blob' }),
  };
}
