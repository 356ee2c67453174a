import { formatRelative } from '@sla/i18n';
import { dateFormatter, parseInstant } from '@sla/ui';
import { SHORT_DATE_TIME_FORMAT } from '@sla/data-views';

const MOMENT: Intl.DateTimeFormatOptions = { weekday: 'short', ...SHORT_DATE_TIME_FORMAT };

/** "Fri, 4 Dec 2026, 09:00" as clocks in `timeZone` show it (the reader's own when none is given); '' for no date. */
export function formatMoment(iso: string | null | undefined, timeZone?: string): string {
  const date = parseInstant(iso);
  return date ? dateFormatter(MOMENT, timeZone).format(date) : '';
}

const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.35],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
];

/** "in 3 days", "tomorrow", "5 minutes ago" (in the page's language): how far `iso` is from `now`, in the largest unit that fits. */
export function fromNow(iso: string | null | undefined, now: Date = new Date()): string {
  const date = parseInstant(iso);
  if (!date) return '';
  let amount = (date.getTime() - now.getTime()) / 60_000;
  for (const [unit, size] of STEPS) {
    if (Math.abs(Math.round(amount)) < size) return formatRelative(Math.round(amount), unit);
    amount /= size;
  }
  return '';
}
