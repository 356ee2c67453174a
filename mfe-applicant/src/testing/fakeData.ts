import { vi } from 'vitest';
import {
  configureData,
  DataError,
  type ApplicationsRepository,
  type DataClient,
  type Page,
  type ProgramsRepository,
} from '@sla/data';
import { partialDataClient } from '@sla/data/testing';
import { identityStore } from '@sla/auth';
import type { Role } from '@sla/permissions';

const unexpected = () => Promise.reject(new DataError('internal', 'Not expected in this test.'));

/**
 * Installs a fake data client whose methods are vi.fn()s; unmocked ones reject, so a test notices a
 * call it did not expect. Returns the fakes for assertions.
 */
export function installFakeData(overrides: { applications?: Partial<ApplicationsRepository>; programs?: Partial<ProgramsRepository> } = {}) {
  const client = {
    users: {
      getMine: vi.fn(unexpected),
      createMine: vi.fn(unexpected),
      updateMine: vi.fn(unexpected),
      get: vi.fn(unexpected),
      update: vi.fn(unexpected),
      list: vi.fn(unexpected),
      assignRole: vi.fn(unexpected),
    },
    auditLogs: {
      list: vi.fn(unexpected),
      recordDenied: vi.fn(() => Promise.resolve()),
    },
    programs: {
      list: vi.fn(unexpected),
      listActive: vi.fn(unexpected),
      bySlug: vi.fn(unexpected),
      get: vi.fn(unexpected),
      create: vi.fn(unexpected),
      update: vi.fn(unexpected),
      remove: vi.fn(unexpected),
      ...overrides.programs,
    },
    applications: {
      mine: vi.fn(unexpected),
      get: vi.fn(unexpected),
      start: vi.fn(unexpected),
      save: vi.fn(unexpected),
      upload: vi.fn(unexpected),
      removeFile: vi.fn(unexpected),
      download: vi.fn(unexpected),
      submit: vi.fn(unexpected),
      withdraw: vi.fn(unexpected),
      notices: vi.fn(unexpected),
      markNoticeRead: vi.fn(unexpected),
      ...overrides.applications,
    },
  } satisfies Partial<DataClient>;
  configureData(partialDataClient(client));
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

export function page<T>(items: T[], nextCursor: string | null = null): Page<T> {
  return { items, nextCursor };
}

/** A promise to settle by hand, for looking at a pending state. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
