import { DataError } from '@sla/contract';
import { APPLICATION_MESSAGES } from '@sla/contract/serviceMessages';
import type { ProgramRow } from '../db/schema.js';
import { applicationWindow } from '../programs/applicationWindow.js';

type WindowFields = Pick<ProgramRow, 'name' | 'status' | 'opensAt' | 'closesAt' | 'timeZone'>;

/**
 * The same window the public site shows (programs/applicationWindow.ts), by the server's clock whatever the browser's
 * says: open from opensAt up to (not including) closesAt, a missing bound open-ended; a programme that is not active,
 * or has announced no dates at all, is closed.
 */
export const isOpen = (program: WindowFields, now: Date) => applicationWindow(program, now).state === 'open';

/** A day as the programme announces it, in its own time zone, e.g. "10 March 2026". */
export function announcedDate(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone }).format(at);
}

/** Starting an application: the programme must be taking applications now. */
export function requireOpenToStart(program: WindowFields, now: Date): void {
  const { state } = applicationWindow(program, now);
  if (state === 'open') return;
  if (state === 'upcoming' && program.opensAt)
    throw new DataError('conflict', APPLICATION_MESSAGES.opensOn(program.name, announcedDate(program.opensAt, program.timeZone)));
  throw new DataError('conflict', APPLICATION_MESSAGES.closed(program.name));
}

/** Changing or submitting a draft: only while the window is open; after the deadline the server says so. */
export function requireOpenFor(program: WindowFields, now: Date, purpose: 'change' | 'submit'): void {
  const { state } = applicationWindow(program, now);
  if (state === 'open') return;
  if (state === 'upcoming' && program.opensAt)
    throw new DataError('conflict', APPLICATION_MESSAGES.opensOn(program.name, announcedDate(program.opensAt, program.timeZone)));
  const deadlinePassed = program.closesAt !== null && now >= program.closesAt;
  if (purpose === 'submit')
    throw new DataError(
      'conflict',
      deadlinePassed ? APPLICATION_MESSAGES.deadlinePassedSubmit(program.name) : APPLICATION_MESSAGES.closedSubmit(program.name),
    );
  throw new DataError(
    'conflict',
    deadlinePassed ? APPLICATION_MESSAGES.deadlinePassedChange(program.name) : APPLICATION_MESSAGES.closedChange(program.name),
  );
}
