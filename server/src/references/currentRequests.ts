import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { referenceRequests, type ReferenceRequestRow } from '../db/schema.js';

/** The application's current referees (not those replaced), by slot; `lock` for a change. */
export async function currentRequests(db: Db, applicationId: string, options: { lock?: boolean } = {}) {
  const query = db
    .select()
    .from(referenceRequests)
    .where(and(eq(referenceRequests.applicationId, applicationId), ne(referenceRequests.status, 'replaced')))
    .orderBy(asc(referenceRequests.slot));
  const rows: ReferenceRequestRow[] = options.lock ? await query.for('update') : await query;
  return rows;
}
