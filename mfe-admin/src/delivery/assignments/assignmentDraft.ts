import type { AssignmentRules, LearningFileType, StaffAssignment } from '@sla/data';
import { assignmentInput, UPLOAD_MAX_MB, type AssignmentInput } from '@sla/contract/schemas';
import { isoToZonedLocal, rubricMaxPoints, rubricProblems, uploadHint, zonedLocalToIso } from '@sla/domain';
import { t } from '@sla/i18n';
import { checkInput, type Checked } from '../checkInput.js';
import { rubricDraftOf, rubricInputOf, type CriterionDraft } from './rubricDraft.js';

/** An assignment as its form holds it: numbers as typed, the due time as clocks show it in the programme's zone. */
export interface AssignmentDraft {
  title: string;
  /** '' for an assignment of the whole cohort. */
  moduleId: string;
  instructions: string;
  dueLocal: string;
  fileTypes: LearningFileType[];
  maxFileMb: string;
  textAnswer: boolean;
  lateAccepted: boolean;
  maxPoints: string;
  /** Graded in points (out of maxPoints) or by the rubric (out of its total). */
  gradedBy: 'points' | 'rubric';
  /** The rubric as typed; kept while "in points" is chosen, so switching back loses nothing. */
  criteria: CriterionDraft[];
}

export function assignmentDraft(assignment: StaffAssignment | null, zone: string): AssignmentDraft {
  if (!assignment) {
    return {
      title: '',
      moduleId: '',
      instructions: '',
      dueLocal: '',
      fileTypes: ['application/pdf'],
      maxFileMb: String(UPLOAD_MAX_MB),
      textAnswer: false,
      lateAccepted: true,
      maxPoints: '100',
      gradedBy: 'points',
      criteria: [],
    };
  }
  return {
    title: assignment.title,
    moduleId: assignment.moduleId ?? '',
    instructions: assignment.instructions,
    dueLocal: isoToZonedLocal(assignment.dueAt, zone),
    fileTypes: [...assignment.fileTypes],
    maxFileMb: String(assignment.maxFileMb),
    textAnswer: assignment.textAnswer,
    lateAccepted: assignment.lateAccepted,
    maxPoints: String(assignment.maxPoints),
    gradedBy: assignment.rubric ? 'rubric' : 'points',
    criteria: rubricDraftOf(assignment.rubric),
  };
}

/** A number as typed; anything that is not one goes as NaN, which the schema refuses in its own words. */
const numberOf = (text: string) => (text.trim() ? Number(text.trim()) : Number.NaN);

/**
 * The input the service takes, checked with its schema and the rubric's own rules (@sla/domain's rubricProblems); errors
 * keyed as it keys them. With a rubric the grade is out of its total, which the service works out with the same
 * rubricMaxPoints. A rubric fixed by a grade given with it (`rubricLocked`) is not sent: the service keeps it as it is.
 */
export function buildAssignmentInput(
  draft: AssignmentDraft,
  zone: string,
  { rubricLocked = false }: { rubricLocked?: boolean } = {},
): Checked<AssignmentInput> {
  const rubric = draft.gradedBy === 'rubric' && !rubricLocked ? rubricInputOf(draft.criteria) : null;
  // The schema wants points from 1 to 1000 whatever the grading; with a rubric the service sets them from its total, and
  // a total out of that range is rubricProblems' to name.
  const rubricPoints = rubric ? Math.min(Math.max(rubricMaxPoints(rubric), 1), 1000) : null;
  const candidate = {
    title: draft.title,
    instructions: draft.instructions,
    moduleId: draft.moduleId || null,
    // Empty or unreadable, the time goes as '' and the schema says to give one.
    dueAt: draft.dueLocal.trim() ? (zonedLocalToIso(draft.dueLocal, zone) ?? '') : '',
    fileTypes: draft.fileTypes,
    maxFileMb: numberOf(draft.maxFileMb),
    textAnswer: draft.textAnswer,
    lateAccepted: draft.lateAccepted,
    maxPoints: rubricPoints ?? numberOf(draft.maxPoints),
    ...(rubricLocked ? {} : { rubric }),
  };
  return checkInput(assignmentInput, candidate, rubric ? rubricProblems(rubric) : {});
}

/** "PDF or PNG, up to 5 MB, or a typed answer.": what a student may hand in. */
export function handInText(rules: Pick<AssignmentRules, 'fileTypes' | 'maxFileMb' | 'textAnswer'>): string {
  const files = rules.fileTypes.length ? uploadHint({ accept: rules.fileTypes, maxSizeMb: rules.maxFileMb }) : '';
  // The hint's own full stop gives way to the rest of the sentence.
  if (files && rules.textAnswer) return t('{files}, or a typed answer.', { files: files.replace(/\.$/, '') });
  return files || t('A typed answer.');
}
