import { intlLocale } from '@sla/i18n';

/**
 * Dates as the site shows them, in the page's language (en-GB or fr-FR formats): the same words in
 * every portal and on the public site. File sizes are @sla/domain's formatFileSize, as the upload messages use them.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

/** One formatter per (options, zone): building them is not free, and lists format many dates. */
export function dateFormatter(options: Intl.DateTimeFormatOptions, timeZone?: string): Intl.DateTimeFormat {
  const locale = intlLocale();
  const key = `${locale}|${JSON.stringify(options)}|${timeZone ?? ''}`;
  let found = formatters.get(key);
  if (!found) {
    try {
      found = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    } catch {
      // An unknown zone from the server: the reader's own zone is better than no date at all.
      found = new Intl.DateTimeFormat(locale, options);
    }
    formatters.set(key, found);
  }
  return found;
}

/** An ISO instant as a Date; null when missing or not a date. */
export function parseInstant(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

export const DAY_FORMAT: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' };
export const CLOCK_FORMAT: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };

/** "31 January 2027", in `timeZone` (the reader's own when none is given); '' for no date. */
export function formatDate(iso: string | null | undefined, timeZone?: string): string {
  const date = parseInstant(iso);
  return date ? dateFormatter(DAY_FORMAT, timeZone).format(date) : '';
}

/** A calendar date answer (YYYY-MM-DD) as "14 March 2007"; it has no time zone, so none moves it a day. Anything else as it came. */
export function formatCalendarDate(value: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const date = parseInstant(`${value}T00:00:00Z`);
  return date ? dateFormatter(DAY_FORMAT, 'UTC').format(date) : value;
}
