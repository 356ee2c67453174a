import { DataError, type ContentVersionSummary, type MediaItem } from '@sla/data';
import { installFakeApi, type FakeStreams, type GivenOperations } from '@sla/data/fakes';
import { identityStore } from '@sla/auth';
import type { Role } from '@sla/permissions';

export { deferred, page } from '@sla/data/fakes';

/**
 * Installs fakes of the given operations for a content-portal test, each a vi.fn(), every other one refusing (so an
 * unexpected call shows). The live stream is quiet: a test that needs it passes its own fake streams. Returns the
 * fakes for assertions.
 */
export function installFakeData(given: GivenOperations = {}, streams?: FakeStreams) {
  return installFakeApi(given, streams);
}

/** What an operation answers for an item that is not there (a 404): the screen reads it as "no such item". */
export const notFound = () => Promise.reject(new DataError('not_found', 'Not found.'));

export function signInAs(role: Role | string | null, displayName = 'Acting Editor') {
  identityStore.set({
    status: 'signed-in',
    user: { uid: 'acting-user', email: 'acting@example.org', displayName },
    role,
    lookupFailed: false,
  });
}

export function mediaItem(overrides: Partial<MediaItem> = {}): MediaItem {
  const id = overrides.id ?? 'm-1';
  return {
    id,
    fileName: 'harvest.jpg',
    contentType: 'image/jpeg',
    width: 1600,
    height: 900,
    size: 240_000,
    alt: '',
    url: `/api/public/media/${id}/1600.webp`,
    srcset: `/api/public/media/${id}/400.webp 400w, /api/public/media/${id}/800.webp 800w, /api/public/media/${id}/1600.webp 1600w`,
    uploadedByName: 'Ada Editor',
    createdAt: '2026-11-20T08:00:00.000Z',
    ...overrides,
  };
}

export function versionSummary(
  version: number,
  savedByName = 'Ada Editor',
  savedAt = '2026-11-20T09:00:00.000Z',
): ContentVersionSummary {
  return { version, savedByName, savedAt, autosave: false };
}
