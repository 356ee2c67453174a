import type { CalendarItem } from '@sla/data';
import { addDays, dayIn, daysBetween, isDay, weekStart } from '@sla/domain';

/**
 * The student calendar's arithmetic, on plain days ("2027-03-01") counted in the programme's zone (@sla/domain's
 * calendar days): which days a month or a week shows, where Previous and Next go, and which day each item sits on.
 * Weeks start on Monday.
 */

export type CalendarView = 'month' | 'week';

/** Where the calendar is: the view and the day it is about (the selected day; its month or week is shown). */
export interface CalendarPlace {
  view: CalendarView;
  day: string;
}

/** The place an address names (`?view=week&date=2027-03-04`); the month of `today` for anything missing or unreadable. */
export function placeFrom(params: URLSearchParams, today: string): CalendarPlace {
  const date = params.get('date') ?? '';
  return { view: params.get('view') === 'week' ? 'week' : 'month', day: isDay(date) ? date : today };
}

/** The address's query for a place: the month view is the default, so it goes unsaid. */
export function searchOf(place: CalendarPlace): string {
  return place.view === 'week' ? `?view=week&date=${place.day}` : `?date=${place.day}`;
}

const firstOfMonth = (day: string) => `${day.slice(0, 7)}-01`;

/** The last day of `day`'s month. */
const lastOfMonth = (day: string) => addDays(firstOfMonth(addDays(firstOfMonth(day), 31)), -1);

/** The weeks of `day`'s month as rows of seven days, Monday first, with the days of the months either side that fill them: 4 to 6 rows. */
export function monthWeeks(day: string): string[][] {
  const first = weekStart(firstOfMonth(day));
  const last = lastOfMonth(day);
  const weeks: string[][] = [];
  for (let start = first; start <= last; start = addDays(start, 7)) {
    weeks.push(Array.from({ length: 7 }, (_, index) => addDays(start, index)));
  }
  return weeks;
}

/** The seven days of `day`'s week, Monday to Sunday. */
export const weekDays = (day: string): string[] => Array.from({ length: 7 }, (_, index) => addDays(weekStart(day), index));

/** The first and last days a place shows (both included): what to ask the service for. */
export function shownRange(place: CalendarPlace): { from: string; to: string } {
  const days = place.view === 'week' ? weekDays(place.day) : monthWeeks(place.day).flat();
  return { from: days[0]!, to: days.at(-1)! };
}

/** Whether `day` is in the month of `month` (any day of it). */
export const sameMonth = (day: string, month: string) => day.slice(0, 7) === month.slice(0, 7);

/**
 * Previous (-1) or Next (1): a week on, or the same day of the next month (the month's last day when it has no such
 * day: 31 January goes to 28 or 29 February, never into March).
 */
export function moveBy(place: CalendarPlace, step: -1 | 1): CalendarPlace {
  if (place.view === 'week') return { ...place, day: addDays(place.day, 7 * step) };
  const target = firstOfMonth(step === 1 ? addDays(lastOfMonth(place.day), 1) : addDays(firstOfMonth(place.day), -1));
  const wanted = Number(place.day.slice(8, 10));
  const length = Number(lastOfMonth(target).slice(8, 10));
  return { ...place, day: `${target.slice(0, 8)}${String(Math.min(wanted, length)).padStart(2, '0')}` };
}

/** The day an item starts on, in `zone` (a whole day is its own day). */
export const dayOf = (item: CalendarItem, zone: string): string => ('day' in item ? item.day : dayIn(item.at, zone));

/**
 * The shown days' items, by day, in the order the service gave them (soonest first). An event lasting several days
 * is on each of them; nothing sits outside `from`–`to`.
 */
export function itemsByDay(
  items: readonly CalendarItem[],
  zone: string,
  range: { from: string; to: string },
): Map<string, CalendarItem[]> {
  const byDay = new Map<string, CalendarItem[]>();
  const put = (day: string, item: CalendarItem) => {
    if (day < range.from || day > range.to) return;
    const list = byDay.get(day);
    if (list) list.push(item);
    else byDay.set(day, [item]);
  };
  for (const item of items) {
    const first = dayOf(item, zone);
    if (!first) continue;
    const last = item.kind === 'event' && item.endsAt ? dayIn(item.endsAt, zone) || first : first;
    const span = Math.min(daysBetween(first, last), 62);
    for (let offset = 0; offset <= span; offset += 1) put(addDays(first, offset), item);
  }
  return byDay;
}
