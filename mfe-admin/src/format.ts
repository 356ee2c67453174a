import type { UserProfile } from '@sla/data';

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

function format(formatter: Intl.DateTimeFormat, iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatter.format(date);
}

/** "3 March 2025". */
export function formatDate(iso: string): string {
  return format(dateFormat, iso);
}

/** "3 Mar 2025, 14:05". */
export function formatDateTime(iso: string): string {
  return format(dateTimeFormat, iso);
}

/** The name to call someone by in messages: their name, else their e-mail, else their id. */
export function personName(user: Pick<UserProfile, 'uid' | 'displayName' | 'email'>): string {
  return user.displayName?.trim() || user.email?.trim() || user.uid;
}

const amountFormats = new Map<string, Intl.NumberFormat>();

/** "£25.50": an amount in major units of an ISO 4217 currency, in the reader's locale. */
export function formatAmount(amount: number, currency: string): string {
  let formatter = amountFormats.get(currency);
  if (!formatter) {
    try {
      formatter = new Intl.NumberFormat(undefined, { style: 'currency', currency });
    } catch {
      // An unknown currency code: still show the amount, with the code as it came.
      return `${amount} ${currency}`;
    }
    amountFormats.set(currency, formatter);
  }
  return formatter.format(amount);
}
