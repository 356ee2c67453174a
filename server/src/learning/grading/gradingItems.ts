import { eq, type SQL } from 'drizzle-orm';
import type { GradingItem } from '@sla/contract';
import type { Db } from '../../db/database.js';
import { assignments, cohorts, programs, submissions, users } from '../../db/schema.js';

/** Submissions with what a grader sees beside them: the assignment, the cohort and the student's name. */
export function gradingRows(db: Db, where: SQL) {
  return db
    .select({
      submission: submissions,
      assignmentTitle: assignments.title,
      instructions: assignments.instructions,
      textAnswer: assignments.textAnswer,
      dueAt: assignments.dueAt,
      maxPoints: assignments.maxPoints,
      cohortName: cohorts.name,
      timeZone: programs.timeZone,
      displayName: users.displayName,
    })
    .from(submissions)
    .innerJoin(assignments, eq(assignments.id, submissions.assignmentId))
    .innerJoin(cohorts, eq(cohorts.id, submissions.cohortId))
    .innerJoin(programs, eq(programs.id, cohorts.programId))
    .leftJoin(users, eq(users.uid, submissions.uid))
    .where(where);
}

export type GradingRow = Awaited<ReturnType<typeof gradingRows>>[number];

export function toGradingItem(row: GradingRow): GradingItem {
  const { submission } = row;
  return {
    submissionId: submission.id,
    assignmentId: submission.assignmentId,
    assignmentTitle: row.assignmentTitle,
    cohortId: submission.cohortId,
    cohortName: row.cohortName,
    student: { uid: submission.uid, displayName: row.displayName },
    state: submission.status,
    late: submission.late,
    attempt: submission.attempt,
    submittedAt: submission.submittedAt.toISOString(),
    dueAt: row.dueAt.toISOString(),
    timeZone: row.timeZone,
    grade: submission.grade,
    maxPoints: row.maxPoints,
  };
}
