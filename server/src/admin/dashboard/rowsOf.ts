import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.js';

/** The rows of a raw query, on either driver (both answer `{ rows }`). */
export async function rowsOf<Row>(db: Db, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}
