import { dateFormatter, parseInstant } from '@sla/ui';

const WHEN: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};
const CLOCK: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };
const WEEKDAY: Intl.DateTimeFormatOptions = { weekday: 'short' };

/** "4 Dec 2026, 09:12" in the reader's zone (or `timeZone`); '' for no date. */
export function formatWhen(iso: string | null | undefined, timeZone?: string): string {
  const date = parseInstant(iso);
  return date ? dateFormatter(WHEN, timeZone).format(date) : '';
}

/** "10:42", for "Saved at 10:42". */
export function formatClock(date: Date): string {
  return dateFormatter(CLOCK).format(date);
}

/** "Fri 4 Dec 2026, 09:00 (Africa/Lagos)": a moment as clocks in `timeZone` show it, naming the zone. */
export function formatInZone(iso: string, timeZone: string): string {
  const date = parseInstant(iso);
  if (!date) return '';
  return `${dateFormatter(WEEKDAY, timeZone).format(date)} ${dateFormatter(WHEN, timeZone).format(date)} (${timeZone})`;
}
