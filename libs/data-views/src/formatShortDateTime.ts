import { CLOCK_FORMAT, dateFormatter, parseInstant } from '@sla/ui';

/** Kept out of @sla/ui: that library is in every page's first load, and only staff and editors' lists use this. */
export const SHORT_DATE_TIME_FORMAT: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  ...CLOCK_FORMAT,
};

/** "31 Jan 2027, 23:59", in `timeZone` (the reader's own when none is given): editors' lists and schedules; '' for no date. */
export function formatShortDateTime(iso: string | null | undefined, timeZone?: string): string {
  const date = parseInstant(iso);
  return date ? dateFormatter(SHORT_DATE_TIME_FORMAT, timeZone).format(date) : '';
}
