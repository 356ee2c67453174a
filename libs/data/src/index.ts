// The browser's client of the data service: the configured `data` object and its repositories. What it sends
// and reads is @sla/contract's, re-exported here so a screen imports one package.
export * from '@sla/contract';
export type {
  ApplicationsRepository,
  AuditLogRepository,
  DonationsRepository,
  MessagesRepository,
  NewsletterRepository,
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
export {
  api,
  configureData,
  createHttpDataClient,
  data,
  follow,
  orNull,
  type CallInput,
  type DataClient,
  type OperationClient,
  type StreamState,
} from './client.js';
/** Every operation's route, by operation id: what `api()` and `follow()` take. */
export * as routes from '@sla/contract/routes';
export type { TransportOptions } from './http/transport.js';
