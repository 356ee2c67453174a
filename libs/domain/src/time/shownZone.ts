/**
 * What a time on screen is about, which decides the zone it is shown in. The one rule for every portal:
 * - `{ programmeZone }`: set by a programme or judged against one of its times (application windows, module openings,
 *   due dates, hand-ins and their grading): the programme's zone, so students and staff read the same clock.
 * - `{ chosenZone }`: scheduled by an editor in a zone they chose (a post's publishing, an event): that zone.
 * - `'happened'`: when something happened (saved, sent, reported, last changed): the reader's own zone.
 * Whatever the zone, the time is shown with its name (zoneName).
 */
export type TimeSubject = { programmeZone: string } | { chosenZone: string } | 'happened';

/** The reader's own zone ("Africa/Lagos"), or UTC where the runtime does not say. */
export function readerTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** The zone a time about `subject` is shown in. */
export function shownZone(subject: TimeSubject, readerZone: string = readerTimeZone()): string {
  if (subject === 'happened') return readerZone;
  return 'programmeZone' in subject ? subject.programmeZone : subject.chosenZone;
}
