import { CLOCK_FORMAT, dateFormatter, parseInstant } from '@sla/ui';
import { formatShortDateTime } from '@sla/data-views';

const WEEKDAY: Intl.DateTimeFormatOptions = { weekday: 'short' };

/** "10:42", for "Saved at 10:42". */
export function formatClock(date: Date): string {
  return dateFormatter(CLOCK_FORMAT).format(date);
}

/** "Fri 4 Dec 2026, 09:00 (Lagos time)": a moment as clocks in `timeZone` show it, naming the zone (zoneName). */
export function formatInZone(iso: string, timeZone: string): string {
  const date = parseInstant(iso);
  if (!date) return '';
  return `${dateFormatter(WEEKDAY, timeZone).format(date)} ${formatShortDateTime(iso, { chosenZone: timeZone })}`;
}
