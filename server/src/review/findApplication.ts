import { DataError } from '@sla/contract';
import { and, eq } from 'drizzle-orm';
import { REVIEW_MESSAGES } from '@sla/contract/serviceMessages';
import type { Db } from '../db/database.js';
import { applications, reviewConflicts, type ApplicationRow } from '../db/schema.js';
import { ReviewRefusal } from './refusal.js';

/** Whether `uid` declared a conflict of interest on the application. */
export async function hasConflict(db: Db, applicationId: string, uid: string): Promise<boolean> {
  const rows = await db
    .select({ uid: reviewConflicts.reviewerUid })
    .from(reviewConflicts)
    .where(and(eq(reviewConflicts.applicationId, applicationId), eq(reviewConflicts.reviewerUid, uid)));
  return rows.length > 0;
}

/**
 * The application as `uid` may see it in review: 404 when there is none or it is still a draft, and the same 404 when
 * they declared a conflict of interest on it (they are kept from it from then on). `lock` takes
 * the row for update, so changes to one application happen one after the other.
 */
export async function findApplication(
  db: Db,
  id: string,
  uid: string,
  options: { lock?: boolean } = {},
): Promise<ApplicationRow> {
  const query = db.select().from(applications).where(eq(applications.id, id));
  const [row] = options.lock ? await query.for('update') : await query;
  // A draft is the applicant's own business until submitted: to staff it is not there at all.
  if (!row || row.status === 'draft') throw new DataError('not_found', REVIEW_MESSAGES.notFound);
  if (await hasConflict(db, id, uid)) throw new ReviewRefusal('not_found', REVIEW_MESSAGES.notFound, 'conflict_of_interest');
  return row;
}
