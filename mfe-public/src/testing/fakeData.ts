import { configureData, type DonationConfig, type PublicSiteRepository } from '@sla/data';
import { fakeRepository, type FakeRepository } from '@sla/data/fakes';

export { deferred } from '@sla/data/fakes';

export type FakePublic = FakeRepository<PublicSiteRepository>;

/** Installs a fake data client whose public methods are vi.fn()s; those not given reject. */
export function installFakePublic(overrides: Partial<PublicSiteRepository> = {}): FakePublic {
  const repository = fakeRepository(overrides);
  // The public pages use no other repository.
  configureData({ public: repository });
  return repository;
}

export function donationConfig(extra: Partial<DonationConfig> = {}): DonationConfig {
  return {
    currency: 'USD',
    decimals: 2,
    presets: [10, 25, 50, 100],
    minAmount: 1,
    maxAmount: 100_000,
    stripeEnabled: false,
    ...extra,
  };
}
