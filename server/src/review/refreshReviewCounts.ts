import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { applications } from '../db/schema.js';

/**
 * Recounts the reviewers and submitted reviews kept on the application row, and the mean score, in
 * the transaction that changed them: the queue sorts and pages on these columns, so they must
 * never drift from the assignments and reviews they summarise.
 */
export async function refreshReviewCounts(tx: Db, applicationId: string, now: Date): Promise<void> {
  await tx
    .update(applications)
    .set({
      reviewers: sql`(SELECT count(*)::int FROM review_assignments WHERE application_id = ${applicationId})`,
      reviewsSubmitted: sql`(SELECT count(*)::int FROM reviews WHERE application_id = ${applicationId})`,
      averageScore: sql`(SELECT avg(weighted_score)::real FROM reviews WHERE application_id = ${applicationId})`,
      updatedAt: now,
    })
    .where(eq(applications.id, applicationId));
}
