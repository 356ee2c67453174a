import { vi } from 'vitest';
import { DataError } from '@sla/data';
import { installFakeApi, type GivenOperations } from '@sla/data/fakes';
import { identityStore } from '@sla/auth';
import type { Role } from '@sla/permissions';

export { deferred, page } from '@sla/data/fakes';

/**
 * Installs fakes of the given operations, each a vi.fn(); those a test does not give reject, so a
 * test notices a call it did not expect. Returns the fakes for assertions.
 */
export function installFakeData(given: GivenOperations = {}) {
  return installFakeApi({ recordGuardDenial: vi.fn(() => Promise.resolve()), ...given });
}

/** How the service answers for a record that is not there (or is someone else's): a 404, which the screens read as none. */
export const notFound = () => Promise.reject(new DataError('not_found', 'Not found.'));

export function signInAs(role: Role | string | null) {
  identityStore.set({
    status: 'signed-in',
    user: { uid: 'acting-user', email: 'amani@example.org', displayName: 'Amani Njoroge' },
    role,
    lookupFailed: false,
  });
}
