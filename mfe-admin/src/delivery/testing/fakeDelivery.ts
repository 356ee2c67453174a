import { vi } from 'vitest';
import { configureData, type DataClient } from '@sla/data';
import { fakeDataClient } from '@sla/data/fakes';

export { deferred } from '@sla/data/fakes';

/**
 * Installs a fake data client with the given delivery and programme methods (vi.fn()s); any other call rejects, so
 * one a test did not expect shows. Returns the fakes for assertions.
 */
export function installDelivery(delivery: Partial<DataClient['delivery']>, programs: Partial<DataClient['programs']> = {}) {
  const client = fakeDataClient({ delivery, programs, auditLogs: { recordDenied: vi.fn(() => Promise.resolve()) } });
  configureData(client);
  return client;
}
