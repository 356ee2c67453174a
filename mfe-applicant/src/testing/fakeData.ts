import { vi } from 'vitest';
import { configureData, type ApplicationsRepository, type ProgramsRepository, type UsersRepository } from '@sla/data';
import { fakeDataClient } from '@sla/data/fakes';
import { identityStore } from '@sla/auth';
import type { Role } from '@sla/permissions';

export { deferred, page } from '@sla/data/fakes';

/**
 * Installs a fake data client whose methods are vi.fn()s; those a test does not give reject, so a
 * test notices a call it did not expect. Returns the fakes for assertions.
 */
export function installFakeData(
  overrides: {
    applications?: Partial<ApplicationsRepository>;
    programs?: Partial<ProgramsRepository>;
    users?: Partial<UsersRepository>;
  } = {},
) {
  const client = fakeDataClient({ ...overrides, auditLogs: { recordDenied: vi.fn(() => Promise.resolve()) } });
  configureData(client);
  return client;
}

export function signInAs(role: Role | string | null) {
  identityStore.set({
    status: 'signed-in',
    user: { uid: 'acting-user', email: 'amani@example.org', displayName: 'Amani Njoroge' },
    role,
    lookupFailed: false,
  });
}
