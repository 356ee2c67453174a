import type { ProgramSettings } from '@sla/data';

export type WindowState = 'open' | 'upcoming' | 'closed';

/**
 * Whether a programme takes applications now, by this device's clock: for what to offer only. The
 * server decides by its own clock and refuses a late submission whatever this says.
 */
export function windowState(program: Pick<ProgramSettings, 'status' | 'opensAt' | 'closesAt'>, now = new Date()): WindowState {
  if (program.status !== 'active') return 'closed';
  if (program.opensAt && now < new Date(program.opensAt)) return 'upcoming';
  if (program.closesAt && now >= new Date(program.closesAt)) return 'closed';
  return 'open';
}
