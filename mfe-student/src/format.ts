import { zoneName } from '@sla/domain';
/**
 * Dates as students read them. Due dates and opening dates are shown in the programme's own time zone, named, so a
 * student abroad sees the same deadline staff announced; relative words ("due in 2 days") count calendar days in
 * that zone, since "tomorrow" means the programme's tomorrow.
 */

import { formatNumber, formatRelative, t } from '@sla/i18n';
import { isoToZonedLocal } from '@sla/domain';
import { CLOCK_FORMAT, dateFormatter, DAY_FORMAT, parseInstant } from '@sla/ui';

export { formatDate } from '@sla/ui';
export { formatFileSize } from '@sla/domain';

/** "31 January 2027, 23:59" (in `timeZone`, else the reader's own); '' for no date. */
export function formatDateTime(iso: string | null | undefined, timeZone?: string): string {
  const date = parseInstant(iso);
  if (!date) return '';
  return t('{day}, {time}', {
    day: dateFormatter(DAY_FORMAT, timeZone).format(date),
    time: dateFormatter(CLOCK_FORMAT, timeZone).format(date),
  });
}

/** "31 January 2027, 23:59 (Nairobi time)": a deadline in the programme's zone, which is named (zoneName). */
export function formatDeadline(iso: string | null | undefined, timeZone: string): string {
  const when = formatDateTime(iso, timeZone);
  return when ? t('{when} ({zone})', { when, zone: zoneName(timeZone) }) : '';
}

const HOUR = 3_600_000;
const DAY_MS = 24 * HOUR;

/** The calendar day clocks in `zone` show at `time`, as days since the epoch (UTC midnight of that date). */
function zonedDay(time: number, zone: string): number | null {
  const local = isoToZonedLocal(new Date(time).toISOString(), zone);
  if (!local) return null;
  return Date.parse(`${local.slice(0, 10)}T00:00:00Z`) / DAY_MS;
}

/**
 * How far `iso` is from `now`: "in 5 hours", "tomorrow", "in 3 days", "2 days ago", "in 3 weeks". Within a day it
 * counts hours (or minutes); beyond, calendar days in `zone`, then weeks past a fortnight.
 */
export function fromNow(iso: string, zone: string, now: number): string {
  const date = parseInstant(iso);
  if (!date) return '';
  const diff = date.getTime() - now;
  if (Math.abs(diff) < HOUR) return formatRelative(Math.round(diff / 60_000), 'minute');
  const dueDay = zonedDay(date.getTime(), zone);
  const today = zonedDay(now, zone);
  const days = dueDay === null || today === null ? Math.round(diff / DAY_MS) : dueDay - today;
  if (Math.abs(diff) < DAY_MS && days === 0) return formatRelative(Math.round(diff / HOUR), 'hour');
  if (Math.abs(days) > 14) return formatRelative(Math.round(days / 7), 'week');
  return formatRelative(days, 'day');
}

/** "due in 2 days", "due tomorrow", "was due 3 days ago": a deadline in words, for a line beside its date. */
export function dueInWords(dueAt: string, zone: string, now: number): string {
  const words = fromNow(dueAt, zone, now);
  if (!words) return '';
  return (parseInstant(dueAt)?.getTime() ?? now) < now ? t('was due {when}', { when: words }) : t('due {when}', { when: words });
}

/** "18 / 20". */
export function formatGrade(grade: number, maxPoints: number): string {
  return `${formatNumber(grade)} / ${formatNumber(maxPoints)}`;
}

/** "85%" ("85 %" in French): a share out of 100. */
export function formatPercent(percent: number): string {
  return formatNumber(Math.round(percent) / 100, { style: 'percent' });
}
