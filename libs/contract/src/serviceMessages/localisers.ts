import { activeLocale, formatDateTime, formatList } from '@sla/i18n';

/**
 * How a value the data service wrote into an English sentence reads in the reader's language, for messageWith: the
 * service words days, lists and choices the English way, and localiseMessage hands each value caught in the sentence to
 * one of these.
 */

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "10 March 2026" (a day as the service announces it) in the reader's way ("10 mars 2026"); anything else as it came. */
export function englishDayLocalised(english: string): string {
  const found = /^(\d{1,2}) ([A-Z][a-z]+) (\d{4})$/.exec(english);
  const month = found ? MONTHS.indexOf(found[2]!) : -1;
  if (!found || month < 0) return english;
  const day = new Date(Date.UTC(Number(found[3]), month, Number(found[1])));
  return formatDateTime(day, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/** "PDF, PNG or JPEG" (choices, as the service lists them) joined the reader's way ("PDF, PNG ou JPEG"). */
export function englishChoicesLocalised(english: string): string {
  return formatList(english.split(/, | or /), 'disjunction');
}

/** "“A”, “B”" (titles the service quotes) with the reader's quotation marks (« A », « B » in French). */
export function englishQuotesLocalised(english: string): string {
  return activeLocale() === 'fr' ? english.replace(/“([^”]*)”/g, '«\u202f$1\u202f»') : english;
}
