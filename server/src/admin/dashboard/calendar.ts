const DAY_MS = 86_400_000;
export const WEEK_MS = 7 * DAY_MS;
/** How many weeks of new accounts the dashboard shows, the current one included. */
export const WEEKS_SHOWN = 12;

/** Monday 00:00 UTC of the week `now` falls in. */
export function weekStartUtc(now: Date): Date {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  // getUTCDay: Sunday is 0, so Sunday is six days after Monday.
  const sinceMonday = (new Date(midnight).getUTCDay() + 6) % 7;
  return new Date(midnight - sinceMonday * DAY_MS);
}

/** The first of `now`'s calendar month, 00:00 UTC, and of the next one. */
export function monthUtc(now: Date): { start: Date; end: Date } {
  return {
    start: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)),
    end: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)),
  };
}

/** "2026-11-23": a date as the dashboard's week labels carry it. */
export const isoDay = (at: Date) => at.toISOString().slice(0, 10);
