import { STORAGE_REFUSALS } from '@sla/contract/serviceMessages';
import { pgErrorCode } from './pgErrorCode.js';

/**
 * SQLSTATEs that mean a value from the request could not be read as its column's type: the
 * caller's mistake, so a 400, whichever check upstream let it through; in the words of @sla/contract/serviceMessages.
 */
const REFUSALS: Readonly<Record<string, string>> = STORAGE_REFUSALS;

/** The messages above, so tests can tell a refusal that only the database made. */
export const INPUT_REFUSALS: ReadonlySet<string> = new Set(Object.values(REFUSALS));

/** The plain-words refusal for a database error caused by bad input, or null for any other error. */
export function inputRefusal(error: unknown): string | null {
  const code = pgErrorCode(error);
  return code ? (REFUSALS[code] ?? null) : null;
}
