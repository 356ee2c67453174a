/**
 * Dates, times and sizes as applicants read them. Deadlines are shown in the programme's own time
 * zone (named), so an applicant abroad sees the same closing time the organisation announced.
 */

import { CLOCK_FORMAT, dateFormatter, DAY_FORMAT, parseInstant } from '@sla/ui';

export { formatCalendarDate, formatDate } from '@sla/ui';
export { formatFileSize } from '@sla/domain';

/** "31 January 2027, 23:59" (in `timeZone`, else the reader's own). */
export function formatDateTime(iso: string | null | undefined, timeZone?: string): string {
  const date = parseInstant(iso);
  return date ? `${dateFormatter(DAY_FORMAT, timeZone).format(date)}, ${dateFormatter(CLOCK_FORMAT, timeZone).format(date)}` : '';
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
