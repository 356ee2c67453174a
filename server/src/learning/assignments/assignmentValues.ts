import { invalidInput } from '@sla/contract';
import { assignmentInput, parseInput, type RubricInput } from '@sla/contract/schemas';
import { ASSIGNMENT_MESSAGES } from '@sla/contract/serviceMessages';
import { rubricProblems } from '@sla/domain';
import type { Db } from '../../db/database.js';
import type { AssignmentRow } from '../../db/schema.js';
import { holdModule } from '../modules/holdModule.js';

export type AssignmentValues = Pick<
  AssignmentRow,
  'title' | 'instructions' | 'moduleId' | 'dueAt' | 'fileTypes' | 'maxFileMb' | 'textAnswer' | 'lateAccepted' | 'maxPoints'
>;

export interface AssignmentForm {
  values: AssignmentValues;
  /** The rubric sent; null: none (graded in points); undefined: not sent, so left as it is. */
  rubric: RubricInput | null | undefined;
}

/**
 * A staff member's assignment form as the columns it fills, by the shared schema's rules and a rubric's own
 * (@sla/domain's rubricProblems), 400 naming the field otherwise. The points sent are what a rubric-less assignment is
 * out of; with a rubric, the caller sets them from it.
 */
export function assignmentValues(body: unknown): AssignmentForm {
  const input = parseInput(assignmentInput, body);
  if (input.rubric) {
    const problems = rubricProblems(input.rubric);
    if (Object.keys(problems).length) throw invalidInput(problems);
  }
  return {
    values: {
      title: input.title,
      instructions: input.instructions,
      moduleId: input.moduleId,
      dueAt: new Date(input.dueAt),
      fileTypes: [...new Set(input.fileTypes)],
      maxFileMb: input.maxFileMb,
      textAnswer: input.textAnswer,
      lateAccepted: input.lateAccepted,
      maxPoints: input.maxPoints,
    },
    rubric: input.rubric,
  };
}

/**
 * 400 unless the module, if any, is one of the cohort's own; held against deletion until the transaction ends, so a module
 * deleted at the same moment either goes first (400 here) or waits for the assignment to be written (and then lets go
 * of it). Take it before locking the assignment: the order deleteModule takes them in.
 */
export async function requireModuleOf(tx: Db, cohortId: string, moduleId: string | null): Promise<void> {
  if (moduleId === null) return;
  if (!(await holdModule(tx, moduleId, cohortId))) throw invalidInput({ moduleId: ASSIGNMENT_MESSAGES.moduleNotInCohort });
}
