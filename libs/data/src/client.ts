import { DataError } from './errors.js';
import { httpApplicationsRepository } from './http/applications.js';
import { httpAuditLogRepository } from './http/auditLogs.js';
import { httpDonationsRepository } from './http/donations.js';
import { httpMessagesRepository } from './http/messages.js';
import { httpNewsletterRepository } from './http/newsletter.js';
import { httpOutboxRepository } from './http/outbox.js';
import { httpProgramsRepository } from './http/programs.js';
import { httpPublicSiteRepository } from './http/publicSite.js';
import { httpReviewRepository } from './http/review.js';
import { createTransport, type Transport, type TransportOptions } from './http/transport.js';
import { httpUsersRepository } from './http/users.js';
import type { ContentRepositories } from './http/content/index.js';
import { lazyRepository } from './http/lazyRepository.js';
import type {
  AuditLogRepository,
  DonationsRepository,
  MessagesRepository,
  NewsletterRepository,
  ApplicationsRepository,
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
} from './repositories.js';

/** Every repository of the data service. */
export interface DataClient {
  users: UsersRepository;
  auditLogs: AuditLogRepository;
  public: PublicSiteRepository;
  newsletter: NewsletterRepository;
  messages: MessagesRepository;
  donations: DonationsRepository;
  outbox: OutboxRepository;
  programs: ProgramsRepository;
  applications: ApplicationsRepository;
  review: ReviewRepository;
  posts: PostsRepository;
  categories: CategoriesRepository;
  events: EventsRepository;
  programPages: ProgramPagesRepository;
  media: MediaRepository;
  submissions: SubmissionsRepository;
  contentLive: ContentLiveRepository;
}

export function createHttpDataClient(options: TransportOptions): DataClient {
  const transport = createTransport(options);
  return {
    users: httpUsersRepository(transport),
    auditLogs: httpAuditLogRepository(transport),
    public: httpPublicSiteRepository(transport),
    newsletter: httpNewsletterRepository(transport),
    messages: httpMessagesRepository(transport),
    donations: httpDonationsRepository(transport),
    outbox: httpOutboxRepository(transport),
    programs: httpProgramsRepository(transport),
    applications: httpApplicationsRepository(transport),
    review: httpReviewRepository(transport),
    ...lazyContentRepositories(transport),
  };
}

/**
 * The content portal's repositories, downloaded the first time one is used: every page's first load
 * (the home page's budget included) carries the shell's client, and only editors need these.
 */
function lazyContentRepositories(transport: Transport) {
  let loading: Promise<ContentRepositories> | null = null;
  const load = () =>
    (loading ??= import('./http/content/index.js').then(
      (module) => module.httpContentRepositories(transport),
      (error: unknown) => {
        loading = null; // try the download again next time
        console.error('[data] could not load the content repositories', error);
        throw new DataError('unavailable', 'Could not reach the server. Check your connection and try again.');
      },
    ));
  const part = <K extends keyof ContentRepositories>(name: K) =>
    lazyRepository<ContentRepositories[K]>(() => load().then((repositories) => repositories[name]));
  return {
    posts: part('posts'),
    categories: part('categories'),
    events: part('events'),
    programPages: part('programPages'),
    media: part('media'),
    submissions: part('submissions'),
    contentLive: part('contentLive'),
  };
}

/**
 * The configured client lives on globalThis under a registered symbol, not in a module variable:
 * federation does not always hand a portal the shell's instance of a shared library (a lazily
 * loaded screen may get a copy of its own), and a copy must still reach the shell's client.
 */
const holder: { client: Partial<DataClient> | null } = ((globalThis as Record<symbol, { client: Partial<DataClient> | null }>)[
  Symbol.for('sla.data.client')
] ??= { client: null });

/**
 * Called once by the shell (or a dev harness) at start; every portal's `data` then uses it. A test may
 * give only the repositories it fakes: the others answer as an unconfigured service would.
 */
export function configureData(client: Partial<DataClient> | null): void {
  holder.client = client;
}

const notConfigured = () => Promise.reject(new DataError('unavailable', 'The data service is not configured.'));

/**
 * A repository member as `data` hands it out: the configured one, or, when the client or the
 * repository or the method is missing, a method that fails as a call to an unconfigured service
 * would, so every call is a promise and its failure arrives where the screen handles failures.
 * Not for symbols or the NOT_METHODS names: a repository must not look like a promise (awaiting it would hang).
 */
function memberOf(repository: object | undefined, member: PropertyKey): unknown {
  const found = (repository as Record<PropertyKey, unknown> | undefined)?.[member];
  if (found !== undefined || typeof member === 'symbol' || NOT_METHODS.has(member)) return found;
  return notConfigured;
}

/**
 * Names code asks any object for without calling it a method of a repository: a promise's `then`,
 * JSON.stringify's `toJSON`, and what test printers and matchers probe. Answering them with a
 * rejecting method would hang an await or leave a rejection nobody handles.
 */
export const NOT_METHODS: ReadonlySet<PropertyKey> = new Set([
  'then',
  'toJSON',
  'constructor',
  'asymmetricMatch',
  '$$typeof',
  'nodeType',
]);

/** A stand-in that looks the repository up on every use, so configuring later still reaches it. */
function repository<K extends keyof DataClient>(name: K): DataClient[K] {
  return new Proxy({} as DataClient[K], { get: (_target, member) => memberOf(holder.client?.[name], member) });
}

/** The repositories screens use. Each call goes to whichever client configureData installed. */
export const data: DataClient = {
  users: repository('users'),
  auditLogs: repository('auditLogs'),
  public: repository('public'),
  newsletter: repository('newsletter'),
  messages: repository('messages'),
  donations: repository('donations'),
  outbox: repository('outbox'),
  programs: repository('programs'),
  applications: repository('applications'),
  review: repository('review'),
  posts: repository('posts'),
  categories: repository('categories'),
  events: repository('events'),
  programPages: repository('programPages'),
  media: repository('media'),
  submissions: repository('submissions'),
  contentLive: repository('contentLive'),
};
