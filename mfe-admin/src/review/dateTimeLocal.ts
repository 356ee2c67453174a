const pad = (value: number) => String(value).padStart(2, '0');

/** A moment as an <input type="datetime-local"> value in the browser's time zone: "2025-12-03T09:30". */
export function toDateTimeLocal(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** An <input type="datetime-local"> value, read in the browser's time zone, as an ISO instant; null if empty or invalid. */
export function fromDateTimeLocal(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/.test(value)) return null;
  // Without an offset, Date reads a date-time as local time, which is what the field shows.
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** The browser's time zone, "Africa/Lagos", to say in which zone a release time is entered: @sla/domain's reader zone. */
export { readerTimeZone as browserTimeZone } from '@sla/domain';
