import { vi, type Mock } from 'vitest';
import { configureData, DataError, type DonationConfig, type PublicSiteRepository } from '@sla/data';
import { partialDataClient } from '@sla/data/testing';

const unexpected = () => Promise.reject(new DataError('internal', 'Not expected in this test.'));

export type FakePublic = { [K in keyof PublicSiteRepository]: Mock<PublicSiteRepository[K]> };

/** Installs a fake data client whose public methods are vi.fn()s; those not given reject. */
export function installFakePublic(overrides: Partial<PublicSiteRepository> = {}): FakePublic {
  const repository = {
    home: vi.fn(unexpected),
    posts: vi.fn(unexpected),
    post: vi.fn(unexpected),
    categories: vi.fn(unexpected),
    events: vi.fn(unexpected),
    programs: vi.fn(unexpected),
    program: vi.fn(unexpected),
    subscribe: vi.fn(unexpected),
    confirmSubscription: vi.fn(unexpected),
    unsubscribe: vi.fn(unexpected),
    sendMessage: vi.fn(unexpected),
    donationConfig: vi.fn(unexpected),
    checkout: vi.fn(unexpected),
    pledge: vi.fn(unexpected),
    sitemapEntries: vi.fn(unexpected),
    feed: vi.fn(unexpected),
    ...overrides,
  } as FakePublic;
  // The public pages use no other repository.
  configureData(partialDataClient({ public: repository }));
  return repository;
}

export function donationConfig(extra: Partial<DonationConfig> = {}): DonationConfig {
  return { currency: 'USD', decimals: 2, presets: [10, 25, 50, 100], minAmount: 1, maxAmount: 100_000, stripeEnabled: false, ...extra };
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
