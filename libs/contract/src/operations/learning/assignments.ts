import * as z from 'zod/mini';
import { UPLOAD_TYPES } from '../../schemas/applications.js';
import { assignmentInput } from '../../schemas/learning.js';
import { operation } from '../operation.js';
import { gradingRubric } from './rubrics.js';

/** What an assignment takes and when. Shared by the staff and the student views. */
export const assignmentRules = z.strictObject({
  dueAt: z.string(),
  /** File types a submission may carry; empty: no files. */
  fileTypes: z.array(z.enum(UPLOAD_TYPES)),
  /** Largest file, in MB. */
  maxFileMb: z.int(),
  /** Whether a typed answer is offered. */
  textAnswer: z.boolean(),
  lateAccepted: z.boolean(),
  /** The grade is out of this many points: with a rubric, the sum of each criterion's highest level. */
  maxPoints: z.int(),
  /** How the work is graded, when by a rubric; null: in points. */
  rubric: z.nullable(gradingRubric),
});
export type AssignmentRules = z.output<typeof assignmentRules>;

/** An assignment as staff set it, with what came of it. */
export const staffAssignment = z.strictObject({
  id: z.string(),
  cohortId: z.string(),
  moduleId: z.nullable(z.string()),
  moduleTitle: z.nullable(z.string()),
  title: z.string(),
  /** Markdown. */
  instructions: z.string(),
  ...assignmentRules.shape,
  /** Submissions waiting for a grade, graded, and returned. */
  counts: z.strictObject({ submitted: z.int(), graded: z.int(), returned: z.int() }),
  /** Work has been graded with the rubric, so it can no longer change (every grade must mean the same). */
  rubricLocked: z.boolean(),
  updatedAt: z.string(),
});
export type StaffAssignment = z.output<typeof staffAssignment>;

const programmeEditors = { anyOf: ['edit_programs'] } as const;

export const listCohortAssignments = operation({
  id: 'listCohortAssignments',
  method: 'GET',
  path: '/cohorts/{id}/assignments',
  summary: 'A cohort’s assignments, soonest due first, with counts of work waiting, graded and returned',
  answer: z.strictObject({ items: z.array(staffAssignment) }),
  status: 200,
  access: programmeEditors,
  refusals: [401, 403, 404],
});

export const createAssignment = operation({
  id: 'createAssignment',
  method: 'POST',
  path: '/cohorts/{id}/assignments',
  summary:
    'Add an assignment to a cohort; its module, if any, must be one of the cohort’s (400). With a rubric, it is out of the sum of each criterion’s highest level',
  body: assignmentInput,
  answer: staffAssignment,
  status: 201,
  access: programmeEditors,
  refusals: [400, 401, 403, 404],
});

export const updateAssignment = operation({
  id: 'updateAssignment',
  method: 'PUT',
  path: '/assignments/{id}',
  summary:
    'Replace an assignment’s details; its rubric, if sent, until work has been graded with it (409 after); 409 for points below a grade already given',
  body: assignmentInput,
  answer: staffAssignment,
  status: 200,
  access: programmeEditors,
  refusals: [400, 401, 403, 404, 409],
});

export const deleteAssignment = operation({
  id: 'deleteAssignment',
  method: 'DELETE',
  path: '/assignments/{id}',
  summary: 'Delete an assignment; 409 once any work was handed in for it',
  answer: null,
  status: 204,
  access: programmeEditors,
  refusals: [401, 403, 404, 409],
});

/** A cohort's assignments as staff set them. */
export const assignmentOperations = [listCohortAssignments, createAssignment, updateAssignment, deleteAssignment] as const;
