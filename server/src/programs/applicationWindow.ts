import type { ApplicationWindow, ApplicationWindowState } from '@sla/data';
import type { ProgramRow } from '../db/schema.js';

/**
 * Whether applications are being taken, by the server's clock, so a visitor with a wrong clock
 * still sees the truth. A programme that is not active, or has announced no dates, is closed;
 * one with an opening date and no closing date takes applications until further notice.
 */
export function applicationWindow(program: Pick<ProgramRow, 'status' | 'opensAt' | 'closesAt' | 'timeZone'>, now: Date): ApplicationWindow {
  const { opensAt, closesAt } = program;
  let state: ApplicationWindowState;
  if (program.status !== 'active' || (!opensAt && !closesAt)) state = 'closed';
  else if (opensAt && now < opensAt) state = 'upcoming';
  else if (closesAt && now >= closesAt) state = 'closed';
  else state = 'open';
  return { state, opensAt: opensAt?.toISOString() ?? null, closesAt: closesAt?.toISOString() ?? null, timeZone: program.timeZone };
}
