import type { CalendarItem } from '@sla/data';
import { zoneName } from '@sla/domain';
import { intlLocale, msg, t } from '@sla/i18n';
import { CLOCK_FORMAT, dateFormatter, DAY_FORMAT, parseInstant } from '@sla/ui';

/** Calendar words in the reader's language through Intl: days have no zone of their own, so they are read as UTC dates. */
const asDate = (day: string) => new Date(`${day}T00:00:00Z`);

/** "March 2027", "mars 2027". */
export const monthTitle = (day: string) => dateFormatter({ month: 'long', year: 'numeric' }, 'UTC').format(asDate(day));

/** "1–7 March 2027", "29 March – 4 April 2027". */
export function weekTitle(first: string, last: string): string {
  const format = dateFormatter(DAY_FORMAT, 'UTC');
  return typeof format.formatRange === 'function'
    ? format.formatRange(asDate(first), asDate(last))
    : `${format.format(asDate(first))} – ${format.format(asDate(last))}`;
}

/** "Tuesday 2 March 2027", "mardi 2 mars 2027". */
export const longDay = (day: string) =>
  dateFormatter({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }, 'UTC').format(asDate(day));

/** "Tuesday 2 March", for the week's days (its title says the year). */
export const weekDayTitle = (day: string) =>
  dateFormatter({ weekday: 'long', day: 'numeric', month: 'long' }, 'UTC').format(asDate(day));

/** "2" for the grid's cells. */
export const dayOfMonth = (day: string) => dateFormatter({ day: 'numeric' }, 'UTC').format(asDate(day));

/** The grid's column headers, Monday first: ["Mon", "Monday"], ["lun.", "lundi"]… */
export function weekdayNames(week: readonly string[]): { short: string; long: string }[] {
  const short = dateFormatter({ weekday: 'short' }, 'UTC');
  const long = dateFormatter({ weekday: 'long' }, 'UTC');
  return week.map((day) => ({ short: short.format(asDate(day)), long: long.format(asDate(day)) }));
}

/** "23:59" in the programme's zone; '' for a whole day. */
export function clockOf(item: CalendarItem, zone: string): string {
  if ('day' in item) return '';
  const at = parseInstant(item.at);
  return at ? dateFormatter(CLOCK_FORMAT, zone).format(at) : '';
}

/**
 * The zone as Intl names it in the reader's language, with its identifier: "East Africa Time (Africa/Nairobi)",
 * "heure normale d’Afrique de l’Est (Africa/Nairobi)". Where Intl has no name but an offset, the city (zoneName).
 */
export function zoneTitle(zone: string, at: Date = new Date()): string {
  const named = intlZoneName(zone, at);
  const name = !named || /^(GMT|UTC)[+−-]/.test(named) ? zoneName(zone) : named;
  return t('{name} ({zone})', { name, zone });
}

/** Intl's long name of a zone in the reader's language ("East Africa Time"); '' for a zone it does not know. */
function intlZoneName(zone: string, at: Date): string {
  try {
    return (
      new Intl.DateTimeFormat(intlLocale(), { timeZone: zone, timeZoneName: 'long' })
        .formatToParts(at)
        .find((part) => part.type === 'timeZoneName')?.value ?? ''
    );
  } catch {
    return '';
  }
}

/** What each kind of item is called beside its title (messages: translated where shown). */
export const KIND_LABELS: Record<CalendarItem['kind'], string> = {
  cohort_starts: msg('Programme starts'),
  cohort_ends: msg('Programme ends'),
  module_opens: msg('Module opens'),
  assignment_due: msg('Due'),
  event: msg('Event'),
};
