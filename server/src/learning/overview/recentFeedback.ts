import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { StudentOverview } from '@sla/contract';
import type { Db } from '../../db/database.js';
import { assignments, submissions } from '../../db/schema.js';

export const RECENT_FEEDBACK = 5;

/** The student's latest graded or returned work in the cohort, newest mark first (submissions_of_student). */
export async function recentFeedback(db: Db, cohortId: string, uid: string): Promise<StudentOverview['recentFeedback']> {
  const rows = await db
    .select({
      assignmentId: submissions.assignmentId,
      title: assignments.title,
      state: submissions.status,
      grade: submissions.grade,
      maxPoints: assignments.maxPoints,
      feedback: submissions.feedback,
      markedAt: submissions.markedAt,
    })
    .from(submissions)
    .innerJoin(assignments, eq(assignments.id, submissions.assignmentId))
    .where(
      and(
        eq(submissions.uid, uid),
        eq(submissions.cohortId, cohortId),
        inArray(submissions.status, ['graded', 'returned']),
        isNotNull(submissions.markedAt),
      ),
    )
    .orderBy(desc(submissions.markedAt), desc(submissions.id))
    .limit(RECENT_FEEDBACK);
  return rows.map((row) => ({ ...row, markedAt: row.markedAt!.toISOString() }));
}
