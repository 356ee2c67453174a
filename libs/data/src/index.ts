export * from './types.js';
export * from './errors.js';
export * from './auditDetails.js';
export * from './messages.js';
export type {
  ApplicationsRepository,
  AuditLogRepository,
  DonationsRepository,
  MessagesRepository,
  NewsletterRepository,
  OutboxRepository,
  ProgramsRepository,
  PublicSiteRepository,
  ReviewRepository,
  UsersRepository,
  CategoriesRepository,
  ContentLiveRepository,
  EventsRepository,
  MediaRepository,
  PostsRepository,
  ProgramPagesRepository,
  SubmissionsRepository,
  VersionsRepository,
  TranslationsRepository,
  AccountRepository,
  EmailLinksRepository,
} from './repositories.js';
export { configureData, createHttpDataClient, data, type DataClient } from './client.js';
export type { TransportOptions } from './http/transport.js';
