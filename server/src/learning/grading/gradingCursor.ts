import { sql } from 'drizzle-orm';
import { badCursor } from '../../cursor.js';
import { submissions } from '../../db/schema.js';
import { unstorableText } from '../../unstorableText.js';

/**
 * When the work was handed in, as the database prints it: to the microsecond, so a cursor made from it points exactly
 * between two rows even when a row was written with a finer clock than JavaScript's (the seed's SQL, say).
 */
export const submittedKey = sql<string>`to_char(${submissions.submittedAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

export interface GradingCursor {
  /** submittedKey of the last row shown. */
  at: string;
  id: string;
}

/** ISO instants as cursor.ts writes them (milliseconds), or as submittedKey prints them (microseconds). */
const TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}(\d{3})?Z$/;

/** cursor.ts's "<time>|<id>" in base64url, the time to the microsecond. */
export function encodeGradingCursor(cursor: GradingCursor): string {
  return Buffer.from(`${cursor.at}|${cursor.id}`).toString('base64url');
}

/** The cursor, checked: a time and an id the database will read as they are (a forged one is a 400, never a 500). */
export function decodeGradingCursor(text: string): GradingCursor {
  const decoded = Buffer.from(text, 'base64url').toString('utf8');
  const split = decoded.indexOf('|');
  if (split < 1) throw badCursor();
  const at = decoded.slice(0, split);
  const id = decoded.slice(split + 1);
  if (!id || id.length > 64 || unstorableText(id)) throw badCursor();
  // From 1970 on, and a real day and time: the same instant read back to the millisecond.
  if (!TIME.test(at) || at < '1970') throw badCursor();
  const read = new Date(at);
  if (Number.isNaN(read.getTime()) || read.toISOString().slice(0, 23) !== at.slice(0, 23)) throw badCursor();
  return { at, id };
}
