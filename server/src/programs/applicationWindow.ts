import type { ApplicationWindow } from '@sla/contract';
import { applicationWindowState } from '@sla/domain';
import type { ProgramRow } from '../db/schema.js';

/**
 * Whether applications are being taken (the shared rule, applicationWindowState), by the server's clock so a visitor
 * with a wrong clock still sees the truth, with the dates and the zone they are announced in.
 */
export function applicationWindow(
  program: Pick<ProgramRow, 'status' | 'opensAt' | 'closesAt' | 'timeZone'>,
  now: Date,
): ApplicationWindow {
  const { opensAt, closesAt } = program;
  return {
    state: applicationWindowState(program, now),
    opensAt: opensAt?.toISOString() ?? null,
    closesAt: closesAt?.toISOString() ?? null,
    timeZone: program.timeZone,
  };
}
