export * from './types.js';
export * from './errors.js';
export type {
  AuditLogRepository,
  DonationsRepository,
  MessagesRepository,
  NewsletterRepository,
  OutboxRepository,
  PublicSiteRepository,
  UsersRepository,
} from './repositories.js';
export { configureData, createHttpDataClient, data, type DataClient } from './client.js';
export type { TransportOptions } from './http/transport.js';
