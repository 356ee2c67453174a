import { vi } from 'vitest';
import {
  configureData,
  DataError,
  type DataClient,
  type DonationsRepository,
  type MessagesRepository,
  type NewsletterRepository,
  type Page,
  type ProgramsRepository,
  type ReviewRepository,
  type UserProfile,
} from '@sla/data';
import { partialDataClient } from '@sla/data/testing';
import { identityStore } from '@sla/auth';
import type { Role } from '@sla/permissions';

const unexpected = () => Promise.reject(new DataError('internal', 'Not expected in this test.'));

/** The repositories a test may leave out of the installed client, to see a screen without them. */
const OMITTABLE_REPOSITORIES = ['newsletter', 'messages', 'donations'] as const;

/**
 * Installs a fake data client whose methods are vi.fn()s; unmocked ones reject. A repository given
 * as null is left out of the installed client, so its calls fail as an unconfigured service's do.
 */
export function installFakeData(overrides: {
  users?: Partial<DataClient['users']>;
  auditLogs?: Partial<DataClient['auditLogs']>;
  newsletter?: Partial<NewsletterRepository> | null;
  messages?: Partial<MessagesRepository> | null;
  donations?: Partial<DonationsRepository> | null;
  programs?: Partial<ProgramsRepository>;
  review?: Partial<ReviewRepository>;
}) {
  const client = {
    users: {
      getMine: vi.fn(unexpected),
      createMine: vi.fn(unexpected),
      updateMine: vi.fn(unexpected),
      get: vi.fn(unexpected),
      update: vi.fn(unexpected),
      list: vi.fn(unexpected),
      assignRole: vi.fn(unexpected),
      ...overrides.users,
    },
    auditLogs: {
      list: vi.fn(unexpected),
      recordDenied: vi.fn(() => Promise.resolve()),
      ...overrides.auditLogs,
    },
    newsletter: {
      subscribers: vi.fn(unexpected),
      exportCsv: vi.fn(unexpected),
      ...overrides.newsletter,
    },
    messages: {
      list: vi.fn(unexpected),
      ...overrides.messages,
    },
    donations: {
      list: vi.fn(unexpected),
      exportCsv: vi.fn(unexpected),
      pledges: vi.fn(unexpected),
      exportPledgesCsv: vi.fn(unexpected),
      ...overrides.donations,
    },
    programs: {
      list: vi.fn(unexpected),
      listActive: vi.fn(unexpected),
      bySlug: vi.fn(unexpected),
      get: vi.fn(unexpected),
      create: vi.fn(unexpected),
      update: vi.fn(unexpected),
      remove: vi.fn(unexpected),
      ...overrides.programs,
    },
    review: {
      queue: vi.fn(unexpected),
      exportCsv: vi.fn(unexpected),
      get: vi.fn(unexpected),
      file: vi.fn(unexpected),
      reviewers: vi.fn(unexpected),
      assign: vi.fn(unexpected),
      unassign: vi.fn(unexpected),
      declareConflict: vi.fn(unexpected),
      submitReview: vi.fn(unexpected),
      decide: vi.fn(unexpected),
      decideMany: vi.fn(unexpected),
      assignStudentRole: vi.fn(unexpected),
      ...overrides.review,
    },
  } satisfies Partial<DataClient>;
  const installed: Partial<DataClient> = { ...client };
  for (const name of OMITTABLE_REPOSITORIES) if (overrides[name] === null) delete installed[name];
  configureData(partialDataClient(installed));
  return client;
}

export function signInAs(role: Role | string | null) {
  identityStore.set({
    status: 'signed-in',
    user: { uid: 'acting-user', email: 'acting@example.org', displayName: 'Acting User' },
    role,
    lookupFailed: false,
  });
}

export function page<T>(items: T[], nextCursor: string | null = null): Page<T> {
  return { items, nextCursor };
}

export function profile(
  uid: string,
  displayName: string | null,
  role: Role | null,
  extra: Partial<UserProfile> = {},
): UserProfile {
  return {
    uid,
    email: `${uid}@example.org`,
    displayName,
    role,
    requestedRole: null,
    createdAt: '2025-03-03T12:00:00.000Z',
    updatedAt: '2025-03-03T12:00:00.000Z',
    ...extra,
  };
}

/** A promise to settle by hand, for looking at a pending state. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
