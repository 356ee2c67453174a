import { vi } from 'vitest';
import {
  configureData,
  type DataClient,
  type DonationsRepository,
  type MessagesRepository,
  type NewsletterRepository,
  type ProgramsRepository,
  type ReviewRepository,
  type UserProfile,
} from '@sla/data';
import { fakeDataClient } from '@sla/data/fakes';
import { identityStore } from '@sla/auth';
import type { Role } from '@sla/permissions';

export { deferred, page } from '@sla/data/fakes';

/** The repositories a test may leave out of the installed client, to see a screen without them. */
const OMITTABLE_REPOSITORIES = ['newsletter', 'messages', 'donations'] as const;

/**
 * Installs a fake data client whose methods are vi.fn()s; those a test does not give reject, so a
 * call it did not expect shows. A repository given as null is left out of the installed client, so
 * its calls fail as an unconfigured service's do. Returns the fakes for assertions.
 */
export function installFakeData(overrides: {
  users?: Partial<DataClient['users']>;
  auditLogs?: Partial<DataClient['auditLogs']>;
  newsletter?: Partial<NewsletterRepository> | null;
  messages?: Partial<MessagesRepository> | null;
  donations?: Partial<DonationsRepository> | null;
  programs?: Partial<ProgramsRepository>;
  review?: Partial<ReviewRepository>;
  people?: Partial<DataClient['people']>;
}) {
  const client = fakeDataClient({
    ...overrides,
    auditLogs: { recordDenied: vi.fn(() => Promise.resolve()), ...overrides.auditLogs },
    newsletter: overrides.newsletter ?? {},
    messages: overrides.messages ?? {},
    donations: overrides.donations ?? {},
    // Users and roles lists the invitations beside the users: none unless a test gives some.
    people: { invitations: vi.fn(() => Promise.resolve([])), ...overrides.people },
  });
  const installed: Partial<DataClient> = { ...client };
  for (const name of OMITTABLE_REPOSITORIES) if (overrides[name] === null) delete installed[name];
  configureData(installed);
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
