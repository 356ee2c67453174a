import { sql } from 'drizzle-orm';
import type { ReviewerOutstanding } from '@sla/contract';
import type { Db } from '../../db/database.js';
import { rowsOf } from './rowsOf.js';

/**
 * Reviews outstanding per reviewer: assignments without a review, on applications still waiting for a decision
 * (submitted or under review). A reviewer who declares a conflict loses the assignment, so it is not counted. Not
 * limited to the current round: late work from an earlier round is still work to do.
 */
export async function reviewerFigures(db: Db): Promise<ReviewerOutstanding[]> {
  const rows = await rowsOf<{ uid: string; display_name: string | null; email: string | null; n: number | string }>(
    db,
    sql`SELECT o.reviewer_uid AS uid, u.display_name, u.email, o.n
      FROM (
        SELECT ra.reviewer_uid, count(*) AS n
        FROM review_assignments ra
        JOIN applications a ON a.id = ra.application_id AND a.status IN ('submitted', 'under_review')
        WHERE NOT EXISTS (SELECT 1 FROM reviews r WHERE r.application_id = ra.application_id AND r.reviewer_uid = ra.reviewer_uid)
        GROUP BY ra.reviewer_uid
      ) o
      LEFT JOIN users u ON u.uid = o.reviewer_uid`,
  );
  return rows
    .map((row) => ({
      reviewerUid: row.uid,
      name: row.display_name?.trim() || row.email || row.uid,
      email: row.email,
      outstanding: Number(row.n),
    }))
    .sort((a, b) => b.outstanding - a.outstanding || a.name.localeCompare(b.name));
}
