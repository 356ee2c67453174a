import { and, eq, sql, type SQL } from 'drizzle-orm';
import { badCursor, uidId } from '../../cursor.js';
import type { Db } from '../../db/database.js';
import { alumniProfiles } from '../../db/schema.js';
import type { AudienceColumns } from './directoryColumns.js';

/**
 * The directory's page link names the uid of the last card shown, nothing more: a name (up to 80 characters, up to
 * four bytes each) would not fit the 200 characters a cursor may have. The sort key, (visible name, uid), is read back
 * from that row, so a page starts exactly after it as long as that person's visible name has not changed meanwhile.
 */
export const encodeDirectoryCursor = (uid: string) => Buffer.from(`u|${uid}`).toString('base64url');

function cursorUid(cursor: string): string {
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  const uid = text.startsWith('u|') ? uidId(text.slice(2)) : null;
  if (!uid) throw badCursor();
  return uid;
}

/** Where the next page starts: the rows after the cursor's, and whether unnamed profiles follow once they run out. */
export interface PageStart {
  after: SQL;
  /** Staff's list shows unnamed profiles after every named one: read them when the named rows run out. */
  unnamedNext: boolean;
}

/**
 * Rows after the cursor's, in (name, uid) order with unnamed profiles (staff's list only) last. The condition is a
 * plain row comparison, which walks the name index from the cursor; "or unnamed" in the same condition would make
 * the database read the index from its start, so the unnamed rows are read separately (`unnamedNext`). A cursor
 * whose profile is gone, or no longer listed under a name this audience sees, is a 400: the list moved under it.
 */
export async function afterCursor(
  db: Db,
  cursor: string,
  columns: AudienceColumns,
  scope: SQL | undefined,
  unnamedListed: boolean,
): Promise<PageStart> {
  const uid = cursorUid(cursor);
  const [row] = await db
    .select({ name: sql<string | null>`${columns.name}` })
    .from(alumniProfiles)
    .where(and(eq(alumniProfiles.uid, uid), scope));
  if (!row) throw badCursor();
  if (row.name === null) return { after: sql`(${columns.name} IS NULL AND ${alumniProfiles.uid} > ${uid})`, unnamedNext: false };
  return { after: sql`(${columns.name}, ${alumniProfiles.uid}) > (${row.name}, ${uid})`, unnamedNext: unnamedListed };
}
