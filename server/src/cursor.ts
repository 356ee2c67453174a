import { DataError } from '@sla/data';

/** Keyset cursors: the sort key of the last row shown, opaque to clients. */
export function encodeCursor(at: Date, id: string | number): string {
  return Buffer.from(`${at.toISOString()}|${id}`).toString('base64url');
}

export const badCursor = () => new DataError('invalid_input', 'Some fields need attention.', { cursor: 'This page link is not valid.' });

export function decodeCursor(cursor: string): { at: Date; id: string } {
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  const split = text.indexOf('|');
  const at = new Date(text.slice(0, split));
  const id = text.slice(split + 1);
  if (split < 1 || Number.isNaN(at.getTime()) || !id) throw badCursor();
  return { at, id };
}

/**
 * One page out of `limit + 1` rows fetched in order: the extra row only says whether another page
 * follows, and the cursor points after the last row shown.
 */
export function keysetPage<Row, Item>(rows: Row[], limit: number, toItem: (row: Row) => Item, keyOf: (row: Row) => [Date, string | number]) {
  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  return { items: shown.map(toItem), nextCursor: rows.length > limit && last ? encodeCursor(...keyOf(last)) : null };
}
