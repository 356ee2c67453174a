import * as z from 'zod/mini';
import { cohortCopyInput } from '../../schemas/learning.js';
import { operation } from '../operation.js';

/** What a copy made: how many modules (with how many of their files) and assignments, and how many dates fall outside. */
export const cohortCopy = z.strictObject({
  sourceCohortId: z.string(),
  /** Days every date moved (negative: earlier), the days between the two cohorts' start dates. */
  days: z.int(),
  modules: z.int(),
  moduleFiles: z.int(),
  assignments: z.int(),
  /** New dates before the cohort starts or after it ends: kept as shifted, for staff to move. */
  datesOutside: z.int(),
});
export type CohortCopy = z.output<typeof cohortCopy>;

export const copyCohortContent = operation({
  id: 'copyCohortContent',
  method: 'POST',
  path: '/cohorts/{id}/copy',
  summary:
    'Copy an earlier cohort’s modules (content, order, links, files) and assignments (with their settings) of the same programme into this cohort, which has none yet, in one transaction; every date moves by the days between the two start dates. Never members, mentors, submissions or grades',
  body: cohortCopyInput,
  answer: cohortCopy,
  status: 201,
  access: { anyOf: ['edit_programs'] },
  refusals: [400, 401, 403, 404, 409],
});

/** Starting a cohort from an earlier one. */
export const cohortCopyOperations = [copyCohortContent] as const;
