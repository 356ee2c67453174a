import type { DonationConfig } from '@sla/data';
import { formatAmount } from '@sla/domain';
import { activeLocale, DEFAULT_LOCALE, formatMoney } from '@sla/i18n';

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
 * An amount in the donation currency, in the page's language: in English as the shared rules write
 * it in their messages ("$25", "Give at least $1."), in French as French writes it ("25 $US").
 */
export function formatGift(amount: number, config: Pick<DonationConfig, 'currency' | 'decimals'>): string {
  if (activeLocale() === DEFAULT_LOCALE) return formatAmount(amount, config);
  const digits = Number.isInteger(amount) ? 0 : config.decimals;
  try {
    return formatMoney(amount, config.currency, { minimumFractionDigits: digits, maximumFractionDigits: digits });
  } catch {
    return formatAmount(amount, config);
  }
}
