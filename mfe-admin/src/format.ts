import type { UserProfile } from '@sla/data';
import { shownName } from '@sla/domain';
import { formatDateTime as formatInstant, formatMoney, formatNumber } from '@sla/i18n';
import { formatDate as formatDay, parseInstant } from '@sla/ui';

const DATE_TIME: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
};

/** "3 March 2025" ("3 mars 2025" in French); anything that is not a date as it came. */
export function formatDate(iso: string): string {
  return parseInstant(iso) ? formatDay(iso) : iso;
}

/** "3 Mar 2025, 14:05" in the page's language; anything that is not a date as it came. */
export function formatDateTime(iso: string): string {
  const date = parseInstant(iso);
  return date ? formatInstant(date, DATE_TIME) : iso;
}

/** The name to call someone by in messages: shownName's rule, as everywhere (their name, else their e-mail). */
export function personName(user: Pick<UserProfile, 'displayName' | 'email'>): string {
  return shownName(user);
}

/**
 * "£25.50": an amount in major units of an ISO 4217 currency, in the page's language, with the currency's own
 * decimals even for whole amounts (a list of gifts reads evenly) and its usual symbol ($ rather than US$).
 */
export function formatAmount(amount: number, currency: string): string {
  try {
    return formatMoney(amount, currency, {
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: undefined,
      maximumFractionDigits: undefined,
    });
  } catch {
    // An unknown currency code: still show the amount, with the code as it came.
    return `${formatNumber(amount)} ${currency}`;
  }
}
