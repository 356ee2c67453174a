import { isoToZonedLocal, zonedLocalToIso } from './zonedTime.js';

/**
 * Calendar days ("2027-03-01") as a programme's calendar counts them: plain dates with no zone, so adding a day is
 * always adding one (no clock change moves it), and the day an instant falls on is read in the programme's zone. The
 * student's calendar screen and the service that answers it both count this way, so they agree on which day a due
 * date belongs to.
 */

const DAY_MS = 86_400_000;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `value` is a real day written "YYYY-MM-DD" ("2027-02-30" is not). */
export function isDay(value: string): boolean {
  const match = DAY.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Days since 1970-01-01 (negative before). */
export const dayNumber = (day: string): number => Date.parse(`${day}T00:00:00Z`) / DAY_MS;

/** The day `number` days after 1970-01-01. */
export const dayFromNumber = (number: number): string => new Date(number * DAY_MS).toISOString().slice(0, 10);

/** The day `count` days after `day` (before, when negative). */
export const addDays = (day: string, count: number): string => dayFromNumber(dayNumber(day) + count);

/** How many days from `from` to `to` (negative when `to` comes first). */
export const daysBetween = (from: string, to: string): number => dayNumber(to) - dayNumber(from);

/** Monday 0 … Sunday 6: weeks start on Monday, as in Kenya, Nigeria, France and ISO 8601. */
export const weekdayOf = (day: string): number => (((dayNumber(day) + 3) % 7) + 7) % 7;

/** The Monday of `day`'s week. */
export const weekStart = (day: string): string => addDays(day, -weekdayOf(day));

/** The day clocks in `zone` show at instant `iso` ("2027-03-01T22:15:00Z" in Africa/Nairobi is "2027-03-02"); '' if unreadable. */
export function dayIn(iso: string, zone: string): string {
  return isoToZonedLocal(iso, zone).slice(0, 10);
}

/** The instant `day` begins in `zone` (its first minute, or the first after a clock change), or null. */
export function dayBeginsAt(day: string, zone: string): string | null {
  return isDay(day) ? zonedLocalToIso(`${day}T00:00`, zone) : null;
}
