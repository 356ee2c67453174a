const DAY = 24 * 60 * 60 * 1000;

/** How far `timeZone`'s wall clock is ahead of UTC at `instant`, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
      .formatToParts(new Date(instant))
      .map((part) => [part.type, Number(part.value)]),
  );
  return (
    Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!) -
    Math.floor(instant / 1000) * 1000
  );
}

/**
 * The instant at `time` ("HH:MM") local time in `timeZone`, `days` days after `from` (by the local
 * calendar): demo dates like "the deadline is six weeks away, at 23:59 in Nairobi".
 */
export function localTimeInDays(from: Date, days: number, time: string, timeZone: string): Date {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  const target = from.getTime() + days * DAY;
  const local = new Date(target + offsetAt(target, timeZone));
  const wallClock = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate(), hours, minutes);
  return new Date(wallClock - offsetAt(wallClock, timeZone));
}
