import { activeLocale } from './runtime.js';
import { INTL_LOCALES } from './locales.js';

/** The regional format of the active language ('en-GB' or 'fr-FR'), for Intl. */
export function intlLocale(): string {
  return INTL_LOCALES[activeLocale()];
}

const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();
function cached<F extends Intl.DateTimeFormat | Intl.NumberFormat>(
  kind: string,
  options: object,
  make: (locale: string) => F,
): F {
  const locale = intlLocale();
  const key = `${kind}|${locale}|${JSON.stringify(options)}`;
  let formatter = cache.get(key) as F | undefined;
  if (!formatter) {
    formatter = make(locale);
    cache.set(key, formatter);
  }
  return formatter;
}

/** A date or time in the active language. */
export function formatDateTime(
  value: Date | string | number,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
): string {
  const date = value instanceof Date ? value : new Date(value);
  return cached('date', options, (locale) => new Intl.DateTimeFormat(locale, options)).format(date);
}

/** A number in the active language (1,234.5 in English, 1 234,5 in French). */
export function formatNumber(value: number, options: Intl.NumberFormatOptions = {}): string {
  return cached('number', options, (locale) => new Intl.NumberFormat(locale, options)).format(value);
}

/** An amount of money in the active language; whole amounts without decimals. */
export function formatMoney(amount: number, currency: string, options: Intl.NumberFormatOptions = {}): string {
  const whole = Number.isInteger(amount);
  return formatNumber(amount, {
    style: 'currency',
    currency,
    ...(whole ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}),
    ...options,
  });
}

/** "3 days ago", "in 2 hours" in the active language. */
export function formatRelative(value: number, unit: Intl.RelativeTimeFormatUnit): string {
  return new Intl.RelativeTimeFormat(intlLocale(), { numeric: 'auto' }).format(value, unit);
}

/** A list joined the way the language joins it ("a, b and c" / "a, b et c"). */
export function formatList(items: string[], type: 'conjunction' | 'disjunction' = 'conjunction'): string {
  return new Intl.ListFormat(intlLocale(), { style: 'long', type }).format(items);
}
