import { vi } from 'vitest';
import { installFakeApi, type GivenOperations } from '@sla/data/fakes';

export { deferred } from '@sla/data/fakes';
export { signInAs } from '@sla/portal-kit/testing/links';

/**
 * Installs fakes of the given operations (as vi.fn()s) as the data client; any other call rejects, so a test
 * notices a call it did not expect. Returns the fakes for assertions.
 */
export function installFakeData(given: GivenOperations = {}) {
  return installFakeApi({ recordGuardDenial: vi.fn(() => Promise.resolve()), ...given });
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
