import { vi } from 'vitest';
import type { UserProfile } from '@sla/data';
import { installFakeApi, type GivenOperations } from '@sla/data/fakes';
import { identityStore } from '@sla/auth';
import type { Role } from '@sla/permissions';

export { deferred, page } from '@sla/data/fakes';

/**
 * Installs fakes of the given operations (vi.fn()s); those a test does not give reject, so a call it did not expect
 * shows. An operation given as null answers as an unconfigured service does. A refused route is recorded without fuss,
 * and the invitations beside the users are none unless a test gives some. Returns the fakes for assertions.
 */
export function installFakeData(given: GivenOperations = {}) {
  return installFakeApi({
    recordGuardDenial: vi.fn(() => Promise.resolve()),
    // Users and roles lists the invitations beside the users: none unless a test gives some.
    listInvitations: vi.fn(() => Promise.resolve([])),
    ...given,
  });
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
