import type { ApplicationWindow } from '@sla/data';
import { CLOCK_FORMAT, dateFormatter, DAY_FORMAT, formatDate, parseInstant } from '@sla/ui';

export { formatDate };

/** "14 March 2026 at 23:59", in `timeZone`. */
export function formatDateTime(iso: string | null | undefined, timeZone?: string): string {
  const date = parseInstant(iso);
  return date
    ? `${dateFormatter(DAY_FORMAT, timeZone).format(date)} at ${dateFormatter(CLOCK_FORMAT, timeZone).format(date)}`
    : '';
}

/** "Nairobi time" for "Africa/Nairobi": the city people know, rather than an offset. */
export function zoneName(timeZone: string): string {
  const city = timeZone.split('/').pop()?.replace(/_/g, ' ');
  return city && city !== 'UTC' ? `${city} time` : 'UTC';
}

export const WINDOW_LABEL: Record<ApplicationWindow['state'], string> = {
  open: 'Applications open',
  upcoming: 'Opening soon',
  closed: 'Applications closed',
};

/** One short line for a card: the deadline, the opening date, or that the window has closed. */
export function windowShort(win: ApplicationWindow): string {
  const { state, opensAt, closesAt, timeZone } = win;
  if (state === 'open') return closesAt ? `Apply by ${formatDate(closesAt, timeZone)}` : 'Open until further notice';
  if (state === 'upcoming') return opensAt ? `Opens on ${formatDate(opensAt, timeZone)}` : 'Opening soon';
  return closesAt ? `Closed on ${formatDate(closesAt, timeZone)}` : 'Not taking applications';
}

/** A full sentence for the programme page, with times and the zone they are announced in. */
export function windowSentence(win: ApplicationWindow): string {
  const { state, opensAt, closesAt, timeZone } = win;
  const zone = ` (${zoneName(timeZone)})`;
  if (state === 'open') {
    return closesAt
      ? `Applications are open and close on ${formatDateTime(closesAt, timeZone)}${zone}.`
      : 'Applications are open until further notice.';
  }
  if (state === 'upcoming') {
    if (!opensAt) return 'Applications open soon.';
    const closing = closesAt ? ` and close on ${formatDateTime(closesAt, timeZone)}` : '';
    return `Applications open on ${formatDateTime(opensAt, timeZone)}${closing}${zone}.`;
  }
  return closesAt
    ? `Applications for this round closed on ${formatDate(closesAt, timeZone)}.`
    : 'This programme is not taking applications right now.';
}

/** "4 min read". */
export function readingTime(minutes: number): string {
  return `${Math.max(1, Math.round(minutes))} min read`;
}

/** "AO" for "Amina Okafor": avatars are initials, so there is no photo to download. */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();
}
