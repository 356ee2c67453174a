import { DataError } from '@sla/contract';
import { REFERENCE_MESSAGES } from '@sla/contract/serviceMessages';
import type { ApplicationWithProgram } from '../applications/loadApplication.js';
import { isPast, letterState, referenceRulesOf } from './rules.js';

/**
 * The slot (1-based, from the path) an applicant may ask a referee for now, with the deadline: the form asks for
 * that many, the application is still open to letters (not withdrawn, no decision released) and the deadline has not
 * passed.
 */
export function requireRequestable(
  row: ApplicationWithProgram,
  slotText: string,
  now: Date,
): { slot: number; dueAt: Date | null } {
  const { count, dueAt } = referenceRulesOf(row);
  if (count === 0) throw new DataError('not_found', REFERENCE_MESSAGES.noneAsked);
  const slot = /^[1-9]$/.test(slotText) ? Number(slotText) : 0;
  if (slot < 1 || slot > count) throw new DataError('not_found', REFERENCE_MESSAGES.noSuchSlot(count));
  if (letterState(row, now) !== 'wanted') throw new DataError('conflict', REFERENCE_MESSAGES.closedForRequests);
  if (isPast(dueAt, now)) throw new DataError('conflict', REFERENCE_MESSAGES.deadlinePassedRequest);
  return { slot, dueAt };
}
