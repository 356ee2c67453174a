import type { DonationConfig } from '@sla/contract';
import { DONATION_MESSAGES } from '@sla/contract/schemas';
import { minorUnitsProblem } from './minorUnits.js';

type Currency = Pick<DonationConfig, 'currency' | 'decimals'>;

/**
 * An amount in the configured currency, e.g. "$25" or "$25.50". English formatting whatever the
 * device's settings, so the page rendered on the server and in the browser read the same.
 */
export function formatAmount(amount: number, { currency, decimals }: Currency): string {
  const fractionDigits = Number.isInteger(amount) ? 0 : decimals;
  try {
    return new Intl.NumberFormat('en', {
      style: 'currency',
      currency,
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    }).format(amount);
  } catch {
    return `${amount.toFixed(fractionDigits)} ${currency}`;
  }
}

/**
 * What the donation settings add to the shared schema's check: their own bounds, in the schema's words with the
 * bound in the currency ("Give at least $1."), and whole amounts in a currency without minor units.
 */
export function donationAmountProblem(
  amount: number,
  config: Pick<DonationConfig, 'currency' | 'decimals' | 'minAmount' | 'maxAmount'>,
): string | null {
  if (amount < config.minAmount) return DONATION_MESSAGES.atLeast(formatAmount(config.minAmount, config));
  if (amount > config.maxAmount) return DONATION_MESSAGES.writeAbove(formatAmount(config.maxAmount, config));
  return minorUnitsProblem(amount, config.currency, config.decimals);
}
