import type { DonationConfig } from '@sla/data';
import { minorUnitsProblem } from '@sla/domain';

type Currency = Pick<DonationConfig, 'currency' | 'decimals'>;

/**
 * An amount in the configured currency, e.g. "$25" or "$25.50". English formatting whatever the
 * device's settings, so the page rendered on the server and in the browser read the same.
 */
export function formatAmount(amount: number, { currency, decimals }: Currency): string {
  const fractionDigits = Number.isInteger(amount) ? 0 : decimals;
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency, minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits }).format(amount);
  } catch {
    return `${amount.toFixed(fractionDigits)} ${currency}`;
  }
}

/**
 * A typed amount as the shared schema reads it: spaces dropped, "1,000" read as a thousand and
 * "25,50" (a decimal comma, common on French-language keyboards) as 25.50.
 */
export function normaliseAmount(typed: string): string {
  const text = typed.replace(/[\s\u00a0]/g, '');
  if (/^\d{1,3}(,\d{3})+(\.\d+)?$/.test(text)) return text.replace(/,/g, '');
  if (/^\d+,\d{1,2}$/.test(text)) return text.replace(',', '.');
  return text;
}

/**
 * What the donation settings add to the shared schema's check: their own bounds, and whole
 * amounts in a currency without minor units (the server's words for that case).
 */
export function amountProblem(amount: number, config: DonationConfig): string | null {
  if (amount < config.minAmount) return `Give at least ${formatAmount(config.minAmount, config)}.`;
  if (amount > config.maxAmount) return `For gifts above ${formatAmount(config.maxAmount, config)}, please write to us and we will arrange it with you.`;
  return minorUnitsProblem(amount, config.currency, config.decimals);
}
