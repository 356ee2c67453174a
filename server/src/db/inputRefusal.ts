import { pgErrorCode } from './pgErrorCode.js';

/**
 * SQLSTATEs that mean a value from the request could not be read as its column's type: the
 * caller's mistake, so a 400, whichever check upstream let it through.
 */
const REFUSALS: Record<string, string> = {
  '22021': 'Some text holds a character that cannot be stored (such as NUL).',
  '22P05': 'Some text holds a character that cannot be stored.',
  '22P02': 'A value is not in the form expected (a number, date or identifier).',
  '22007': 'A date or time is not in the form expected.',
  '22008': 'A date or time is outside the range that can be stored.',
  '22009': 'A date or time is outside the range that can be stored.',
  '22001': 'Some text is longer than can be stored.',
  '22003': 'A number is outside the range that can be stored.',
};

/** The messages above, so tests can tell a refusal that only the database made. */
export const INPUT_REFUSALS: ReadonlySet<string> = new Set(Object.values(REFUSALS));

/** The plain-words refusal for a database error caused by bad input, or null for any other error. */
export function inputRefusal(error: unknown): string | null {
  const code = pgErrorCode(error);
  return code ? (REFUSALS[code] ?? null) : null;
}
