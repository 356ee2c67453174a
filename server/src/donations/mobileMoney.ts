import type { SiteSettings, PaystackSettings } from '../siteSettings.js';

/** Currencies Paystack takes payments in; mobile money runs in GHS, KES, XOF and RWF among them (decision 0050). */
export const PAYSTACK_CURRENCIES = new Set(['NGN', 'GHS', 'KES', 'ZAR', 'USD', 'XOF', 'EGP', 'RWF']);

/**
 * The amounts offered for mobile money, per currency: what people send by phone, not the card's 10 to 100 (25 KES is
 * about 20 US cents). Rounded to what each network's users type, all within the donation bounds (1 to 100,000).
 */
export const MOBILE_MONEY_PRESETS: Readonly<Record<string, readonly number[]>> = {
  KES: [500, 1000, 2500, 5000],
  GHS: [50, 100, 250, 500],
  NGN: [5000, 10000, 25000, 50000],
  XOF: [2500, 5000, 10000, 25000],
  RWF: [5000, 10000, 25000, 50000],
  ZAR: [100, 250, 500, 1000],
  EGP: [250, 500, 1000, 2500],
};

/** The mobile-money presets for `currency`: its own, else the card's (`fallback`, e.g. for USD). */
export function mobileMoneyPresets(currency: string, fallback: readonly number[]): number[] {
  return [...(MOBILE_MONEY_PRESETS[currency] ?? fallback)];
}

/** Mobile money is offered: Paystack's key is in the environment and the site's currency is one Paystack takes. */
export function mobileMoneyOffered(settings: SiteSettings): PaystackSettings | null {
  return settings.paystack && PAYSTACK_CURRENCIES.has(settings.donationCurrency) ? settings.paystack : null;
}
