/**
 * A publishing time is typed as a wall-clock time in a chosen zone ("9:00 in Lagos") and sent as an
 * instant. These convert between the two with Intl alone, whatever zone the browser itself is in.
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

/** What a clock in `zone` shows at `time` (ms since the epoch), read as if it were UTC. */
function wallClockAt(zone: string, time: number): number {
  const parts: Record<string, number> = {};
  for (const part of wallClockFormat(zone).formatToParts(new Date(time))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return Date.UTC(parts.year ?? 0, (parts.month ?? 1) - 1, parts.day ?? 1, parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0);
}

/** How far `zone` is ahead of UTC at `time`, in ms. */
function offsetAt(zone: string, time: number): number {
  const whole = Math.floor(time / 1000) * 1000;
  return wallClockAt(zone, whole) - whole;
}

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * The instant (ISO) at which clocks in `zone` show `local` ("2026-12-04T09:00", as a datetime-local
 * input gives it); null when `local` is not a real date and time or the zone is unknown. A time
 * skipped when clocks go forward counts as the same time after the change; one that happens twice
 * when they go back counts as the first.
 */
export function zonedLocalToIso(local: string, zone: string): string | null {
  const match = LOCAL_DATE_TIME.exec(local.trim());
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(wall);
  // Date.UTC rolls 30 February over to March: one that rolled over was not a real date.
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59) return null;
  try {
    // Zones change their offset at most once a day, so the offsets a day either side cover any change at this time.
    const offsets = [...new Set([offsetAt(zone, wall - DAY), offsetAt(zone, wall + DAY)])];
    const fitting = offsets.map((offset) => wall - offset).filter((time) => wall - time === offsetAt(zone, time));
    const time = fitting.length ? Math.min(...fitting) : wall - offsetAt(zone, wall - DAY);
    return new Date(time).toISOString();
  } catch {
    return null;
  }
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** What clocks in `zone` show at `iso`, as a datetime-local input wants it; '' when either cannot be read. */
export function isoToZonedLocal(iso: string | null, zone: string): string {
  const time = iso ? Date.parse(iso) : Number.NaN;
  if (Number.isNaN(time)) return '';
  try {
    const wall = new Date(wallClockAt(zone, time));
    return `${pad(wall.getUTCFullYear(), 4)}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}T${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`;
  } catch {
    return '';
  }
}
