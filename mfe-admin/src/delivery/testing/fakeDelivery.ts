import { vi } from 'vitest';
import { installFakeApi, type GivenOperations } from '@sla/data/fakes';

export { deferred } from '@sla/data/fakes';

/**
 * Installs fakes of the given operations (vi.fn()s) for the delivery screens; any other call rejects, so one a test
 * did not expect shows. A refused route is recorded without fuss. Returns the fakes for assertions.
 */
export function installDelivery(given: GivenOperations) {
  return installFakeApi({ recordGuardDenial: vi.fn(() => Promise.resolve()), ...given });
}
