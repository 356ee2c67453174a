import { msg } from '@sla/i18n';
import { DataError } from '@sla/contract';
import { httpApplicationsRepository } from './http/applications.js';
import { httpAuditLogRepository } from './http/auditLogs.js';
import { httpDonationsRepository } from './http/donations.js';
import { httpMessagesRepository } from './http/messages.js';
import { httpNewsletterRepository } from './http/newsletter.js';
import { httpProgramsRepository } from './http/programs.js';
import { httpPublicSiteRepository } from './http/publicSite.js';
import { httpReviewRepository } from './http/review.js';
import { createTransport, type Transport, type TransportOptions } from './http/transport.js';
import { call } from './http/call.js';
import { followEventStream, type StreamState } from './http/eventStream.js';
import type { Operation, OperationAnswer, OperationInput, OperationRoute } from '@sla/contract/operations/operation';
import { httpUsersRepository } from './http/users.js';
import type {
  AuditLogRepository,
  DonationsRepository,
  MessagesRepository,
  NewsletterRepository,
  ApplicationsRepository,
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
  AccountRepository,
  EmailLinksRepository,
  StudiesRepository,
  DeliveryRepository,
  GradingRepository,
  MentoringRepository,
  AlumniProfilesRepository,
  AlumniMessagesRepository,
  DashboardRepository,
  SiteSettingsRepository,
  PeopleRepository,
} from './repositories.js';

/** Every repository of the data service. */
export interface DataClient {
  users: UsersRepository;
  auditLogs: AuditLogRepository;
  public: PublicSiteRepository;
  newsletter: NewsletterRepository;
  messages: MessagesRepository;
  donations: DonationsRepository;
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
  account: AccountRepository;
  emailLinks: EmailLinksRepository;
  studies: StudiesRepository;
  delivery: DeliveryRepository;
  grading: GradingRepository;
  mentoring: MentoringRepository;
  alumni: AlumniProfilesRepository;
  alumniMessages: AlumniMessagesRepository;
  dashboard: DashboardRepository;
  siteSettings: SiteSettingsRepository;
  people: PeopleRepository;
}

/** The repositories a portal brings with it (see `extendHttpClient`) rather than every page's first load. */
export type PortalRepositoryName =
  | 'posts'
  | 'categories'
  | 'events'
  | 'programPages'
  | 'media'
  | 'submissions'
  | 'contentLive'
  | 'account'
  | 'emailLinks'
  | 'studies'
  | 'delivery'
  | 'grading'
  | 'mentoring'
  | 'alumni'
  | 'alumniMessages'
  | 'dashboard'
  | 'siteSettings'
  | 'people';

/**
 * How a screen reaches the data service: one call per operation, given its route from `@sla/contract/routes`, and the
 * event streams. The HTTP client and a test's fakes (`@sla/data/fakes`) are both one of these.
 */
export interface OperationClient {
  call<O extends Operation>(route: OperationRoute<O>, input: OperationInput<O>): Promise<OperationAnswer<O>>;
  /** Follows an event stream until the returned function is called, reconnecting by itself after a drop. */
  follow<T>(route: OperationRoute, onEvent: (event: T) => void, onState?: (state: StreamState) => void): () => void;
}

export type { StreamState };

/** An operation client over HTTP: the one the shell configures. */
export function httpOperationClient(transport: Transport): OperationClient {
  return {
    call: (route, input) => call(transport, route, input as never),
    follow: (route, onEvent, onState) => followEventStream(transport, route.path, onEvent, onState),
  };
}

export function createHttpDataClient(options: TransportOptions): Omit<DataClient, PortalRepositoryName> & OperationClient {
  const transport = createTransport(options);
  lastTransport.current = transport;
  return {
    ...httpOperationClient(transport),
    users: httpUsersRepository(transport),
    auditLogs: httpAuditLogRepository(transport),
    public: httpPublicSiteRepository(transport),
    newsletter: httpNewsletterRepository(transport),
    messages: httpMessagesRepository(transport),
    donations: httpDonationsRepository(transport),
    programs: httpProgramsRepository(transport),
    applications: httpApplicationsRepository(transport),
    review: httpReviewRepository(transport),
  };
}

/**
 * The configured client lives on globalThis under a registered symbol, not in a module variable:
 * federation does not always hand a portal the shell's instance of a shared library (a lazily
 * loaded screen may get a copy of its own), and a copy must still reach the shell's client.
 */
type Configured = Partial<DataClient> & Partial<OperationClient>;
const holder: { client: Configured | null } = ((globalThis as Record<symbol, { client: Configured | null }>)[
  Symbol.for('sla.data.client')
] ??= { client: null });

/** The transport of the HTTP client made last, so a portal's repositories can sign their requests the same way. */
const lastTransport: { current: Transport | null } = ((globalThis as Record<symbol, { current: Transport | null }>)[
  Symbol.for('sla.data.transport')
] ??= { current: null });

/** The transport of the configured HTTP client, for streams that are not repositories; null before configuration. */
export function currentTransport(): Transport | null {
  return lastTransport.current;
}

/**
 * Adds a portal's own repositories to the configured client, made over the shell's transport: only that portal's
 * code carries them, so no other page downloads them. Repositories the client already has (a test's fakes) stay.
 */
export function extendHttpClient(make: (transport: Transport) => Partial<DataClient>): void {
  const client = holder.client;
  const transport = lastTransport.current;
  if (!client || !transport) return;
  for (const [name, repository] of Object.entries(make(transport)))
    if (!(name in client)) (client as Record<string, unknown>)[name] = repository;
}

/**
 * Called once by the shell (or a dev harness) at start; every portal's `data` then uses it. A test may
 * give only the repositories it fakes: the others answer as an unconfigured service would.
 */
export function configureData(client: Configured | null): void {
  holder.client = client;
}

/** The refusal of a call nobody can answer: no client is configured, or a test left this operation out. */
export const notConfigured = () => Promise.reject(new DataError('unavailable', msg('The data service is not configured.')));

/** The input an operation's call takes: may be left out when the operation needs none. */
export type CallInput<O extends Operation> =
  {} extends OperationInput<O> ? [input?: OperationInput<O>] : [input: OperationInput<O>];

/**
 * Calls one operation of the data service through the configured client:
 * `api(routes.getCohort, { params: { id } })`. Its input and answer are typed by the operation's declaration; a
 * refusal rejects with a DataError whose message is for the reader. Nothing to install: the route says everything.
 */
export function api<O extends Operation>(route: OperationRoute<O>, ...input: NoInfer<CallInput<O>>): Promise<OperationAnswer<O>> {
  const client = holder.client;
  if (!client?.call) return notConfigured();
  return client.call(route, (input[0] ?? {}) as OperationInput<O>);
}

/**
 * Follows one of the data service's event streams (`routes.streamContentChanges`) through the configured client;
 * nothing happens when none is configured. Returns the function that stops it.
 */
export function follow<T>(
  route: OperationRoute,
  onEvent: (event: T) => void,
  onState?: (state: StreamState) => void,
): () => void {
  return holder.client?.follow?.(route, onEvent, onState) ?? (() => undefined);
}

/** Null for a 404, so "not there" reads as a value rather than an error: `orNull(api(routes.getProfile, …))`. */
export { orNull } from './http/orNull.js';

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

const repositories = new Map<PropertyKey, unknown>();

/**
 * The repositories screens use. Each call goes to whichever client configureData installed. Made on first use
 * from the name (no list of names here: this code is in every page's first load).
 */
export const data = new Proxy({} as DataClient, {
  get(_target, name) {
    if (typeof name === 'symbol' || NOT_METHODS.has(name)) return undefined;
    if (!repositories.has(name)) repositories.set(name, repository(name as keyof DataClient));
    return repositories.get(name);
  },
});
