import type { SiteSettings, PaystackSettings } from '../siteSettings.js';

/** Currencies Paystack takes payments in; mobile money runs in GHS, KES, XOF and RWF among them (decision 0050). */
export const PAYSTACK_CURRENCIES = new Set(['NGN', 'GHS', 'KES', 'ZAR', 'USD', 'XOF', 'EGP', 'RWF']);

/** Mobile money is offered: Paystack's key is in the environment and the site's currency is one Paystack takes. */
export function mobileMoneyOffered(settings: SiteSettings): PaystackSettings | null {
  return settings.paystack && PAYSTACK_CURRENCIES.has(settings.donationCurrency) ? settings.paystack : null;
}
