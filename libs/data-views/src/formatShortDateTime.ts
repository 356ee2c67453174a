import { shownZone, zoneName, type TimeSubject } from '@sla/domain';
import { CLOCK_FORMAT, dateFormatter, parseInstant } from '@sla/ui';

/** Kept out of @sla/ui: that library is in every page's first load, and only staff and editors' lists use this. */
export const SHORT_DATE_TIME_FORMAT: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  ...CLOCK_FORMAT,
};

/**
 * "31 Jan 2027, 23:59 (Nairobi time)": a time in the zone @sla/domain's shownZone gives for what it is about, always
 * naming that zone; '' for no date.
 */
export function formatShortDateTime(iso: string | null | undefined, about: TimeSubject): string {
  const date = parseInstant(iso);
  if (!date) return '';
  const zone = shownZone(about);
  return `${dateFormatter(SHORT_DATE_TIME_FORMAT, zone).format(date)} (${zoneName(zone)})`;
}
