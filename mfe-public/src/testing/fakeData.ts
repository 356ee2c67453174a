import type { DonationConfig } from '@sla/data';
import { installFakeApi, type FakeOperations, type GivenOperations } from '@sla/data/fakes';

export { deferred } from '@sla/data/fakes';

export type FakePublic = FakeOperations;

/** Installs fakes of the given operations, each a vi.fn(); any other operation rejects. */
export function installFakePublic(given: GivenOperations = {}): FakePublic {
  return installFakeApi(given);
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
