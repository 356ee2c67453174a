import type { ApplicationWindowState, ProgramStatus } from '@sla/contract';

/** A window bound as the service stores it (a Date) or as a portal receives it (an ISO instant); null when not announced. */
type WindowBound = Date | string | null | undefined;

const instant = (bound: WindowBound): number | null =>
  !bound ? null : typeof bound === 'string' ? Date.parse(bound) : bound.getTime();

/**
 * Whether a programme takes applications at `now`: open from opensAt up to (not including) closesAt, a missing bound
 * open-ended. A programme that is not active, or has announced no dates at all, is closed. The service decides by its
 * own clock and refuses whatever a portal showed; a portal asks with the device's clock only to choose what to offer.
 */
export function applicationWindowState(
  program: { status: ProgramStatus; opensAt?: WindowBound; closesAt?: WindowBound },
  now: Date = new Date(),
): ApplicationWindowState {
  const opensAt = instant(program.opensAt);
  const closesAt = instant(program.closesAt);
  if (program.status !== 'active' || (opensAt === null && closesAt === null)) return 'closed';
  if (opensAt !== null && now.getTime() < opensAt) return 'upcoming';
  if (closesAt !== null && now.getTime() >= closesAt) return 'closed';
  return 'open';
}
