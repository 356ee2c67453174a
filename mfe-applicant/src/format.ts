/**
 * Dates, times and sizes as applicants read them, in the page's language. Deadlines are shown in the programme's own
 * time zone (named), so an applicant abroad sees the same closing time the organisation announced.
 */

import { formatNumber, t } from '@sla/i18n';
import { CLOCK_FORMAT, dateFormatter, DAY_FORMAT, parseInstant } from '@sla/ui';

export { formatCalendarDate, formatDate } from '@sla/ui';

/** "31 January 2027, 23:59" (in `timeZone`, else the reader's own). */
export function formatDateTime(iso: string | null | undefined, timeZone?: string): string {
  const date = parseInstant(iso);
  if (!date) return '';
  return t('{day}, {time}', {
    day: dateFormatter(DAY_FORMAT, timeZone).format(date),
    time: dateFormatter(CLOCK_FORMAT, timeZone).format(date),
  });
}

/** "31 January 2027, 23:59 (Africa/Nairobi)": a deadline in the programme's zone, which is named. */
export function formatDeadline(iso: string | null | undefined, timeZone: string): string {
  const when = formatDateTime(iso, timeZone);
  return when ? `${when} (${timeZone})` : '';
}

/** "14:02", in the reader's zone: when something was saved a moment ago. */
export function formatClock(date: Date): string {
  return dateFormatter(CLOCK_FORMAT).format(date);
}

const whole = (value: number) => formatNumber(value, { maximumFractionDigits: 0, useGrouping: false });
const tenths = (value: number) => formatNumber(value, { minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: false });

/** "340 bytes", "340 KB", "2.4 MB" (in French "2,4 Mo"): a file's size, with the steps of @sla/domain's formatFileSize. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return t('{size} bytes', { size: whole(bytes) });
  if (bytes < 1024 * 1024) return t('{size} KB', { size: whole(Math.round(bytes / 1024)) });
  return t('{size} MB', { size: tenths(bytes / (1024 * 1024)) });
}
