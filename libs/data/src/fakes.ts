import { vi, type Mock } from 'vitest';
import { NOT_METHODS, type DataClient } from './client.js';
import { DataError } from '@sla/contract';
import type { Page } from '@sla/contract';

type Method = (...args: never[]) => unknown;

/** A repository whose methods are all vi.fn()s, for assertions on what a screen called. */
export type FakeRepository<R> = { [K in keyof R]: R[K] extends Method ? Mock<R[K]> : R[K] };

/** A whole data client of fakes. */
export type FakeDataClient = { [K in keyof DataClient]: FakeRepository<DataClient[K]> };

/** What a fake answers when a test did not say: a refusal, so a call nobody expected shows up as a failure. */
export const unexpectedCall = () => Promise.reject(new DataError('internal', 'Not expected in this test.'));

/**
 * A repository of vi.fn()s: the given ones as they are, any other method made on first use as one
 * that rejects (unexpectedCall), and kept, so a test can assert it was never called. Adding a method
 * to a repository therefore needs no change to any test fake.
 */
export function fakeRepository<R extends object>(given: Partial<R> = {}): FakeRepository<R> {
  // A given method that is not a mock yet becomes one, so every method can be asserted on.
  const asMock = (method: unknown) =>
    typeof method === 'function' && !vi.isMockFunction(method) ? vi.fn(method as Method) : method;
  const made = new Map<PropertyKey, unknown>(Object.entries(given).map(([name, method]) => [name, asMock(method)]));
  return new Proxy({} as FakeRepository<R>, {
    get: (_target, member) => {
      // Not a promise, nothing JSON or test printers take for a hook: those must not be rejecting methods.
      if (typeof member === 'symbol' || NOT_METHODS.has(member)) return made.get(member);
      if (!made.has(member)) made.set(member, vi.fn(unexpectedCall));
      return made.get(member);
    },
  });
}

/** Every repository of DataClient: the compiler refuses this list while one is missing. */
const REPOSITORY_NAMES = Object.keys({
  users: true,
  auditLogs: true,
  public: true,
  newsletter: true,
  messages: true,
  donations: true,
  programs: true,
  applications: true,
  review: true,
  posts: true,
  categories: true,
  events: true,
  programPages: true,
  media: true,
  submissions: true,
  contentLive: true,
  account: true,
  emailLinks: true,
  studies: true,
  delivery: true,
  grading: true,
  mentoring: true,
  alumni: true,
  alumniMessages: true,
  dashboard: true,
  siteSettings: true,
  people: true,
} satisfies Record<keyof DataClient, true>) as (keyof DataClient)[];

/** A data client whose every repository is a fakeRepository, with the given methods in place. */
export function fakeDataClient(given: { [K in keyof DataClient]?: Partial<DataClient[K]> } = {}): FakeDataClient {
  return Object.fromEntries(
    REPOSITORY_NAMES.map((name) => [name, fakeRepository<object>(given[name])]),
  ) as unknown as FakeDataClient;
}

/** One page of a keyset list. */
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
