import { invalidInput } from '@sla/contract';
import { assignmentInput, parseInput } from '@sla/contract/schemas';
import { ASSIGNMENT_MESSAGES } from '@sla/contract/serviceMessages';
import type { Db } from '../../db/database.js';
import type { AssignmentRow } from '../../db/schema.js';
import { holdModule } from '../modules/holdModule.js';

export type AssignmentValues = Pick<
  AssignmentRow,
  'title' | 'instructions' | 'moduleId' | 'dueAt' | 'fileTypes' | 'maxFileMb' | 'textAnswer' | 'lateAccepted' | 'maxPoints'
>;

/** A staff member's assignment form as the columns it fills, by the shared schema's rules (400 naming the field otherwise). */
export function assignmentValues(body: unknown): AssignmentValues {
  const input = parseInput(assignmentInput, body);
  return {
    title: input.title,
    instructions: input.instructions,
    moduleId: input.moduleId,
    dueAt: new Date(input.dueAt),
    fileTypes: [...new Set(input.fileTypes)],
    maxFileMb: input.maxFileMb,
    textAnswer: input.textAnswer,
    lateAccepted: input.lateAccepted,
    maxPoints: input.maxPoints,
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
