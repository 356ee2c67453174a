import type { DonationConfig } from '@sla/data';

export { deferred } from '@sla/data/fakes';

export function donationConfig(extra: Partial<DonationConfig> = {}): DonationConfig {
  return {
    currency: 'USD',
    decimals: 2,
    presets: [10, 25, 50, 100],
    mobileMoneyPresets: [10, 25, 50, 100],
    minAmount: 1,
    maxAmount: 100_000,
    stripeEnabled: false,
    mobileMoneyEnabled: false,
    ...extra,
  };
}
