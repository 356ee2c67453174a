import * as z from 'zod/mini';
import { programPageInput } from '../../schemas/contentEditing.js';
import { operation } from '../operation.js';
import { imageChoice } from './events.js';
import { contentVersion, versionList } from './versions.js';

export const faqEntry = z.strictObject({
  question: z.string(),
  /** Markdown. */
  answer: z.string(),
});
export type FaqEntry = z.output<typeof faqEntry>;

/** A programme's public texts, as content editors edit them. */
export const programPage = z.strictObject({
  programId: z.string(),
  slug: z.string(),
  name: z.string(),
  summary: z.string(),
  description: z.string(),
  /** Who may apply (Markdown). */
  eligibility: z.string(),
  howToApply: z.string(),
  faq: z.array(faqEntry),
  heroImage: z.nullable(imageChoice),
  version: z.int(),
  updatedAt: z.string(),
  updatedByName: z.string(),
});
export type ProgramPage = z.output<typeof programPage>;

const editors = { anyOf: ['edit_content'] } as const;

export const listProgramPages = operation({
  id: 'listProgramPages',
  method: 'GET',
  path: '/content/program-pages',
  summary: "Every programme's public page, by name",
  answer: z.strictObject({ items: z.array(programPage) }),
  status: 200,
  access: editors,
  refusals: [401, 403],
});

export const getProgramPage = operation({
  id: 'getProgramPage',
  method: 'GET',
  path: '/content/program-pages/{programId}',
  summary: "One programme's public page",
  answer: programPage,
  status: 200,
  access: editors,
  refusals: [401, 403, 404],
});

export const updateProgramPage = operation({
  id: 'updateProgramPage',
  method: 'PUT',
  path: '/content/program-pages/{programId}',
  summary:
    "Save a programme's public texts as a new page version; application settings are untouched; 409 when baseVersion is not the latest",
  body: programPageInput,
  answer: programPage,
  status: 200,
  access: editors,
  refusals: [400, 401, 403, 404, 409, 413],
});

export const listProgramPageVersions = operation({
  id: 'listProgramPageVersions',
  method: 'GET',
  path: '/content/program-pages/{programId}/versions',
  summary: "A programme page's saved versions, newest first",
  answer: versionList,
  status: 200,
  access: editors,
  refusals: [401, 403, 404],
});

export const getProgramPageVersion = operation({
  id: 'getProgramPageVersion',
  method: 'GET',
  path: '/content/program-pages/{programId}/versions/{version}',
  summary: 'One saved version of a programme page with its text',
  answer: contentVersion,
  status: 200,
  access: editors,
  refusals: [401, 403, 404],
});

export const restoreProgramPageVersion = operation({
  id: 'restoreProgramPageVersion',
  method: 'POST',
  path: '/content/program-pages/{programId}/versions/{version}/restore',
  summary: 'Save an earlier version of a programme page as the newest one',
  answer: programPage,
  status: 200,
  access: editors,
  refusals: [400, 401, 403, 404],
});

/** Programme pages as content editors write them, with their versions. */
export const programPageOperations = [
  listProgramPages,
  getProgramPage,
  updateProgramPage,
  listProgramPageVersions,
  getProgramPageVersion,
  restoreProgramPageVersion,
] as const;
