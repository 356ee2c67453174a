import type { ApplicationWindow } from '@sla/data';
import { msg, t } from '@sla/i18n';
import { CLOCK_FORMAT, dateFormatter, DAY_FORMAT, formatDate, parseInstant } from '@sla/ui';

export { formatDate };

/** "14 March 2026 at 23:59", in `timeZone`, in the page's language. */
export function formatDateTime(iso: string | null | undefined, timeZone?: string): string {
  const date = parseInstant(iso);
  return date
    ? t('{date} at {time}', {
        date: dateFormatter(DAY_FORMAT, timeZone).format(date),
        time: dateFormatter(CLOCK_FORMAT, timeZone).format(date),
      })
    : '';
}

/** "Nairobi time" for "Africa/Nairobi": the city people know, rather than an offset. */
import { zoneName } from '@sla/domain';

export { zoneName };

export const WINDOW_LABEL: Record<ApplicationWindow['state'], string> = {
  open: msg('Applications open'),
  upcoming: msg('Opening soon'),
  closed: msg('Applications closed'),
};

/** One short line for a card: the deadline, the opening date, or that the window has closed. */
export function windowShort(win: ApplicationWindow): string {
  const { state, opensAt, closesAt, timeZone } = win;
  if (state === 'open')
    return closesAt ? t('Apply by {date}', { date: formatDate(closesAt, timeZone) }) : t('Open until further notice');
  if (state === 'upcoming') return opensAt ? t('Opens on {date}', { date: formatDate(opensAt, timeZone) }) : t('Opening soon');
  return closesAt ? t('Closed on {date}', { date: formatDate(closesAt, timeZone) }) : t('Not taking applications');
}

/** A full sentence for the programme page, with times and the zone they are announced in. */
export function windowSentence(win: ApplicationWindow): string {
  const { state, opensAt, closesAt, timeZone } = win;
  const zone = zoneName(timeZone);
  if (state === 'open') {
    return closesAt
      ? t('Applications are open and close on {closes} ({zone}).', { closes: formatDateTime(closesAt, timeZone), zone })
      : t('Applications are open until further notice.');
  }
  if (state === 'upcoming') {
    if (!opensAt) return t('Applications open soon.');
    const opens = formatDateTime(opensAt, timeZone);
    return closesAt
      ? t('Applications open on {opens} and close on {closes} ({zone}).', {
          opens,
          closes: formatDateTime(closesAt, timeZone),
          zone,
        })
      : t('Applications open on {opens} ({zone}).', { opens, zone });
  }
  return closesAt
    ? t('Applications for this round closed on {date}.', { date: formatDate(closesAt, timeZone) })
    : t('This programme is not taking applications right now.');
}

/** "4 min read". */
export function readingTime(minutes: number): string {
  return t('{minutes} min read', { minutes: Math.max(1, Math.round(minutes)) });
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
