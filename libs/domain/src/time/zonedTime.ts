/**
 * A time is typed as a wall-clock time in a chosen zone ("closes 31 January at 23:59, Nairobi time", "publishes at
 * 9:00 in Lagos") and stored as an instant. These convert between the two with Intl alone, whatever zone the browser
 * or the service itself is in.
 */

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const wallClockFormats = new Map<string, Intl.DateTimeFormat>();

function wallClockFormat(zone: string): Intl.DateTimeFormat {
  let format = wallClockFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    wallClockFormats.set(zone, format);
  }
  return format;
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** What a clock in `zone` shows at instant `time` (milliseconds since the epoch). */
function wallClockAt(zone: string, time: number): WallClock {
  const parts: Record<string, number> = {};
  for (const part of wallClockFormat(zone).formatToParts(new Date(time))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

const asUtc = (clock: WallClock) => Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);

/** How far `zone` is ahead of UTC at instant `time`, in milliseconds. */
function offsetAt(zone: string, time: number): number {
  const whole = Math.floor(time / 1000) * 1000;
  return asUtc(wallClockAt(zone, whole)) - whole;
}

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * The instant (ISO, e.g. "2027-01-31T20:59:00.000Z") at which clocks in `zone` show `local`
 * ("2027-01-31T23:59", as a datetime-local input gives it, seconds optional), or null when `local` is not a real
 * date and time or `zone` is unknown. A time skipped when clocks go forward counts as the same time after
 * the change (01:30 becomes 02:30); one that happens twice when they go back counts as the first.
 */
export function zonedLocalToIso(local: string, zone: string): string | null {
  const match = LOCAL_DATE_TIME.exec(local.trim());
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((value) => Number(value ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  const check = new Date(wall);
  // Date.UTC rolls 30 February over to March; a date that rolled over was not a real one.
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59 || second > 59) return null;
  try {
    // The offsets a day either side cover any clock change at this wall time (zones change at most
    // once a day). An instant fits if clocks in the zone really show `wall` then.
    const offsets = [...new Set([offsetAt(zone, wall - DAY), offsetAt(zone, wall + DAY)])];
    const fitting = offsets.map((offset) => wall - offset).filter((time) => wall - time === offsetAt(zone, time));
    // Twice (clocks went back): the earlier. Never (clocks went forward): with the offset from before the change.
    const time = fitting.length ? Math.min(...fitting) : wall - offsetAt(zone, wall - DAY);
    return new Date(time).toISOString();
  } catch {
    return null;
  }
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/**
 * What clocks in `zone` show at the instant `iso`, as a datetime-local input wants it
 * ("2027-01-31T23:59"); an empty string for a missing or unreadable instant or an unknown zone.
 */
export function isoToZonedLocal(iso: string | null, zone: string): string {
  if (!iso) return '';
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  try {
    const clock = wallClockAt(zone, time);
    return `${pad(clock.year, 4)}-${pad(clock.month)}-${pad(clock.day)}T${pad(clock.hour)}:${pad(clock.minute)}`;
  } catch {
    return '';
  }
}
