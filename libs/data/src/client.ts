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
import { createTransport, type TransportOptions } from './http/transport.js';
import { httpUsersRepository } from './http/users.js';
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
} from './repositories.js';

export interface DataClient {
  users: UsersRepository;
  auditLogs: AuditLogRepository;
  // Optional so a partial client (a screen's test fake, an adapter still being written) still
  // type-checks; using one that is missing fails like an unconfigured client.
  public?: PublicSiteRepository;
  newsletter?: NewsletterRepository;
  messages?: MessagesRepository;
  donations?: DonationsRepository;
  outbox?: OutboxRepository;
  programs?: ProgramsRepository;
  applications?: ApplicationsRepository;
  review?: ReviewRepository;
}

export function createHttpDataClient(options: TransportOptions): Required<DataClient> {
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
  };
}

/**
 * The configured client lives on globalThis under a registered symbol, not in a module variable:
 * federation does not always hand a portal the shell's instance of a shared library (a lazily
 * loaded screen may get a copy of its own), and a copy must still reach the shell's client.
 */
const holder: { client: DataClient | null } = ((globalThis as Record<symbol, { client: DataClient | null }>)[
  Symbol.for('sla.data.client')
] ??= { client: null });

/** Called once by the shell (or a dev harness) at start; every portal's `data` then uses it. */
export function configureData(client: DataClient): void {
  holder.client = client;
}

const notConfigured = () => new DataError('unavailable', 'The data service is not configured.');

/** A stand-in that looks the repository up on every use, so configuring later still reaches it. */
function repository<K extends keyof DataClient>(name: K): NonNullable<DataClient[K]> {
  return new Proxy({} as NonNullable<DataClient[K]>, {
    get: (_target, member) => {
      if (!holder.client) throw notConfigured();
      const repo = holder.client[name] as Record<PropertyKey, unknown> | undefined;
      if (!repo) throw notConfigured();
      return repo[member];
    },
  });
}

/** The repositories screens use. Each call goes to whichever client configureData installed. */
export const data: Required<DataClient> = {
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
};
