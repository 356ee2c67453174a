import { vi } from 'vitest';
import { configureData, type DataClient } from '@sla/data';
import { fakeDataClient } from '@sla/data/fakes';

export { deferred } from '@sla/data/fakes';
export { signInAs } from '@sla/portal-kit/testing/links';

export type Studies = DataClient['studies'];

/**
 * Installs a fake data client whose `studies` methods are the given ones (as vi.fn()s); any other call rejects, so
 * a test notices a call it did not expect. Returns the fakes for assertions.
 */
export function installFakeData(studies: Partial<Studies> = {}) {
  const client = fakeDataClient({ studies, auditLogs: { recordDenied: vi.fn(() => Promise.resolve()) } });
  configureData(client);
  return client;
}

/**
 * jsdom has no object URLs: gives URL the two functions a download uses, as mocks, and stops a download's
 * temporary link from navigating. `restore` takes them away again.
 */
export function stubDownloads() {
  const urls = URL as unknown as Record<string, unknown>;
  const createObjectURL = vi.fn((_blob: Blob) => 'blob:file');
  const revokeObjectURL = vi.fn();
  Object.assign(urls, { createObjectURL, revokeObjectURL });
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  const restore = () => {
    delete urls.createObjectURL;
    delete urls.revokeObjectURL;
  };
  return { createObjectURL, click, restore };
}
