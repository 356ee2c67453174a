import { vi } from 'vitest';
import { configureData, type ContentVersionSummary, type DataClient, type MediaItem } from '@sla/data';
import { fakeDataClient } from '@sla/data/fakes';
import { identityStore } from '@sla/auth';
import type { Role } from '@sla/permissions';

export { deferred, page } from '@sla/data/fakes';

/**
 * Installs a fake data client for a content-portal test: the given methods as vi.fn()s, every other
 * one refusing (so an unexpected call shows). The live stream is quiet unless a test gives one.
 */
export function installFakeData(given: { [K in keyof DataClient]?: Partial<DataClient[K]> } = {}) {
  const client = fakeDataClient({
    ...given,
    contentLive: { subscribe: vi.fn(() => Promise.resolve(() => undefined)), ...given.contentLive },
  });
  configureData(client);
  return client;
}

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
