import { formatRelative, t } from '@sla/i18n';
import { CLOCK_FORMAT, dateFormatter, parseInstant } from '@sla/ui';

/** When things happened in a conversation, in words, where the reader is (their own time zone), in the page's language. */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const SHORT_DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short' };
const SHORT_DAY_YEAR: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };
const LONG_DAY: Intl.DateTimeFormatOptions = { weekday: 'long', day: 'numeric', month: 'long' };
const LONG_DAY_YEAR: Intl.DateTimeFormatOptions = { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' };

/** The calendar day of an instant where the reader is, comparable with ===: "2027-03-04". */
export function dayKey(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The day before `date`'s calendar day (by the calendar, so a day of 23 or 25 hours changes nothing). */
function dayBefore(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() - 1);
}

/**
 * How long ago, for the list of conversations: "just now", "5 minutes ago", "3 hours ago", "yesterday", then the
 * date ("4 Mar", with the year when it is not this year's). A time still to come (a clock ahead) reads "just now".
 */
export function timeAgo(iso: string, now: Date = new Date()): string {
  const date = parseInstant(iso);
  if (!date) return '';
  const elapsed = now.getTime() - date.getTime();
  if (elapsed < MINUTE) return t('just now');
  if (elapsed < HOUR) return formatRelative(-Math.floor(elapsed / MINUTE), 'minute');
  if (dayKey(date) === dayKey(now)) return formatRelative(-Math.floor(elapsed / HOUR), 'hour');
  if (dayKey(date) === dayKey(dayBefore(now))) return formatRelative(-1, 'day');
  const sameYear = date.getFullYear() === now.getFullYear();
  return dateFormatter(sameYear ? SHORT_DAY : SHORT_DAY_YEAR).format(date);
}

/** The heading of a day in a conversation: "Today", "Yesterday", "Thursday 4 March" (with the year when not this year's). */
export function dayHeading(date: Date, now: Date = new Date()): string {
  if (dayKey(date) === dayKey(now)) return t('Today');
  if (dayKey(date) === dayKey(dayBefore(now))) return t('Yesterday');
  const sameYear = date.getFullYear() === now.getFullYear();
  return dateFormatter(sameYear ? LONG_DAY : LONG_DAY_YEAR).format(date);
}

/** The time of day a message was sent, under its day's heading: "09:05". */
export function clockTime(iso: string): string {
  const date = parseInstant(iso);
  return date ? dateFormatter(CLOCK_FORMAT).format(date) : '';
}
