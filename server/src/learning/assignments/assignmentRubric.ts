import { randomUUID } from 'node:crypto';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { GradingRubric } from '@sla/contract';
import type { RubricInput } from '@sla/contract/schemas';
import type { Db } from '../../db/database.js';
import { submissionGrades } from '../../db/schema.js';

/** What a rubric says, without the ids the service gave it: what staff change when they edit one. */
const wording = (rubric: RubricInput | GradingRubric | null) =>
  rubric &&
  rubric.criteria.map((criterion) => ({
    title: criterion.title,
    description: criterion.description,
    levels: criterion.levels.map((level) => ({ label: level.label, points: level.points })),
  }));

/** Whether the rubric sent says what the stored one says (both none, or the same criteria and levels in the same order). */
export function sameRubric(sent: RubricInput | null, stored: GradingRubric | null): boolean {
  return JSON.stringify(wording(sent)) === JSON.stringify(wording(stored));
}

/**
 * A rubric as stored: the one sent, each criterion and level with a new id of its own. Ids are never reused across a
 * change, so a grading form opened before the change sends ids the rubric no longer has, and is refused (400) rather
 * than read as other levels.
 */
export function newRubric(sent: RubricInput): GradingRubric {
  return {
    criteria: sent.criteria.map((criterion) => ({
      id: randomUUID(),
      title: criterion.title,
      description: criterion.description,
      levels: criterion.levels.map((level) => ({ id: randomUUID(), label: level.label, points: level.points })),
    })),
  };
}

/** Whether a grade given with the assignment's rubric is kept (standing or in the history): the rubric is then fixed. */
export async function rubricUsed(db: Db, assignmentId: string): Promise<boolean> {
  const [used] = await db
    .select({ id: submissionGrades.id })
    .from(submissionGrades)
    .where(and(eq(submissionGrades.assignmentId, assignmentId), isNotNull(submissionGrades.rubricMarks)))
    .limit(1);
  return used !== undefined;
}
