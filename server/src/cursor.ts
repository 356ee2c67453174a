import { invalidInput } from '@sla/contract';
import { CURSOR_INVALID } from '@sla/contract/schemas';
import { unstorableText } from './unstorableText.js';

/** Keyset cursors: the sort key of the last row shown, opaque to clients. */
export function encodeCursor(at: Date, id: string | number): string {
  return Buffer.from(`${at.toISOString()}|${id}`).toString('base64url');
}

export const badCursor = () => invalidInput({ cursor: CURSOR_INVALID });

/**
 * Reads a cursor's id for one list, or null when it cannot be one of that list's ids. Checked before
 * the id reaches SQL, so a forged cursor is a 400 rather than a database error (NUL in text, a
 * bigint out of range).
 */
export type CursorId<Id> = (text: string) => Id | null;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Text ids made by randomUUID (or the demo seed's UUID-shaped ones). */
export const uuidId: CursorId<string> = (text) => (UUID.test(text) ? text : null);
/** bigserial ids, read as numbers by drizzle: positive and exact in a double. */
export const serialId: CursorId<number> = (text) =>
  /^[1-9]\d{0,15}$/.test(text) && Number.isSafeInteger(Number(text)) ? Number(text) : null;
/** Firebase uids: up to 128 characters, all of them storable. */
export const uidId: CursorId<string> = (text) => (text.length <= 128 && !unstorableText(text) ? text : null);

/**
 * Cursors only ever hold times this service wrote (1970 onwards); anything outside four-digit years
 * would be a date PostgreSQL refuses or prints differently, so it is refused here.
 */
const EARLIEST = Date.UTC(1970, 0, 1);
const LATEST = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

export function decodeCursor<Id>(cursor: string, readId: CursorId<Id>): { at: Date; id: Id } {
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  const split = text.indexOf('|');
  if (split < 1) throw badCursor();
  const at = new Date(text.slice(0, split));
  const time = at.getTime();
  // Exactly as encodeCursor wrote it: no other date spellings, nothing out of range.
  if (Number.isNaN(time) || time < EARLIEST || time > LATEST || at.toISOString() !== text.slice(0, split)) throw badCursor();
  const rawId = text.slice(split + 1);
  const id = rawId ? readId(rawId) : null;
  if (id === null) throw badCursor();
  return { at, id };
}

/**
 * One page out of `limit + 1` rows fetched in order: the extra row only says whether another page
 * follows, and the cursor points after the last row shown.
 */
export function keysetPage<Row, Item>(
  rows: Row[],
  limit: number,
  toItem: (row: Row) => Item,
  keyOf: (row: Row) => [Date, string | number],
) {
  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  // Each row alone: a mapper with a second parameter of its own must not be handed the row's position.
  return {
    items: shown.map((row) => toItem(row)),
    nextCursor: rows.length > limit && last ? encodeCursor(...keyOf(last)) : null,
  };
}
