/**
 * A due date as a student reads it: the day and time in the programme's time zone, and which zone that is
 * ("1 March 2027 at 09:00, Nairobi time"), since the student may be elsewhere.
 */
export function dueText(at: Date, timeZone: string): string {
  const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone }).format(at);
  const place = timeZone.split('/').at(-1)!.replace(/_/g, ' ');
  return `${when}, ${place} time`;
}
