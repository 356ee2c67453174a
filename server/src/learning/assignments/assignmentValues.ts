import { and, eq } from 'drizzle-orm';
import { invalidInput } from '@sla/data';
import { assignmentInput, parseInput } from '@sla/data/schemas';
import type { Db } from '../../db/database.js';
import { modules, type AssignmentRow } from '../../db/schema.js';
import { ASSIGNMENT_MESSAGES } from './assignmentMessages.js';

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

/** 400 unless the module, if any, is one of the cohort's own. */
export async function requireModuleOf(db: Db, cohortId: string, moduleId: string | null): Promise<void> {
  if (moduleId === null) return;
  const [module] = await db
    .select({ id: modules.id })
    .from(modules)
    .where(and(eq(modules.id, moduleId), eq(modules.cohortId, cohortId)))
    .limit(1);
  if (!module) throw invalidInput({ moduleId: ASSIGNMENT_MESSAGES.moduleNotInCohort });
}
