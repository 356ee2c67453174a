import { invalidInput } from '@sla/contract';
import { minorUnitsProblem } from '@sla/domain';
import { INTL_LOCALES, type Locale } from '@sla/i18n/locales';

/** ISO 4217 currencies without minor units (Stripe treats them the same way). */
const ZERO_DECIMAL = new Set([
  'BIF',
  'CLP',
  'DJF',
  'GNF',
  'JPY',
  'KMF',
  'KRW',
  'MGA',
  'PYG',
  'RWF',
  'UGX',
  'VND',
  'VUV',
  'XAF',
  'XOF',
  'XPF',
]);

export function currencyDecimals(currency: string): number {
  return ZERO_DECIMAL.has(currency) ? 0 : 2;
}

/** A validated amount in major units (25.5) as the integer minor units stored and sent to Stripe (2550). */
export function toMinorUnits(amount: number, currency: string): number {
  const decimals = currencyDecimals(currency);
  const problem = minorUnitsProblem(amount, currency, decimals);
  if (problem) throw invalidInput({ amount: problem });
  return Math.round(amount * 10 ** decimals);
}

export function fromMinorUnits(minor: number, currency: string): number {
  return minor / 10 ** currencyDecimals(currency);
}

/**
 * An amount as a reader of `locale` writes it ("$25.50", "25,50 $US"). English keeps the plain 'en' format ("$25",
 * never "US$25"); other languages their own region's (INTL_LOCALES).
 */
export function formatMoney(minor: number, currency: string, locale: Locale | null = null): string {
  const decimals = currencyDecimals(currency);
  const amount = fromMinorUnits(minor, currency);
  try {
    return new Intl.NumberFormat(locale && locale !== 'en' ? INTL_LOCALES[locale] : 'en', {
      style: 'currency',
      currency,
      minimumFractionDigits: Number.isInteger(amount) ? 0 : decimals,
    }).format(amount);
  } catch {
    return `${amount.toFixed(decimals)} ${currency}`;
  }
}
