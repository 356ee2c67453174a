import type { AssignmentRules } from '@sla/contract';
import type { AssignmentRow } from '../../db/schema.js';

/** What an assignment takes and when, and how it is graded, as both the staff and the student views give it. */
export function rulesOf(
  row: Pick<AssignmentRow, 'dueAt' | 'fileTypes' | 'maxFileMb' | 'textAnswer' | 'lateAccepted' | 'maxPoints' | 'rubric'>,
): AssignmentRules {
  return {
    dueAt: row.dueAt.toISOString(),
    fileTypes: row.fileTypes,
    maxFileMb: row.maxFileMb,
    textAnswer: row.textAnswer,
    lateAccepted: row.lateAccepted,
    maxPoints: row.maxPoints,
    rubric: row.rubric,
  };
}
