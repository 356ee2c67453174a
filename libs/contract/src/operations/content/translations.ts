import * as z from 'zod/mini';
import {
  eventTranslationInput,
  postTranslationInput,
  programPageTranslationInput,
  TRANSLATION_LOCALES,
} from '../../schemas/contentEditing.js';
import { operation, type Refusal } from '../operation.js';
import { faqEntry } from './programPages.js';

/** The French text of a post (the rest stays shared); an empty image description uses the English one. */
export const postTranslationFields = z.strictObject({
  title: z.string(),
  summary: z.string(),
  /** Markdown. */
  body: z.string(),
  seoDescription: z.string(),
  coverImageAlt: z.string(),
});
export type PostTranslationFields = z.output<typeof postTranslationFields>;

/** The French text of an event; an empty place or image description uses the English one. */
export const eventTranslationFields = z.strictObject({
  title: z.string(),
  summary: z.string(),
  /** Markdown. */
  body: z.string(),
  location: z.string(),
  coverImageAlt: z.string(),
});
export type EventTranslationFields = z.output<typeof eventTranslationFields>;

/** The French texts of a programme page (Markdown, as in English); an empty image description uses the English one. */
export const programPageTranslationFields = z.strictObject({
  summary: z.string(),
  description: z.string(),
  eligibility: z.string(),
  howToApply: z.string(),
  faq: z.array(faqEntry),
  heroImageAlt: z.string(),
});
export type ProgramPageTranslationFields = z.output<typeof programPageTranslationFields>;

/** An item's version in another language as its editors open and save it: its fields, language, who saved it when. */
const translation = <Fields extends z.ZodMiniObject>(fields: Fields) =>
  // z.extend keeps the fields' own type (a spread of a generic's shape would lose it) and their strictness.
  z.extend(fields, {
    locale: z.enum(TRANSLATION_LOCALES),
    updatedAt: z.string(),
    updatedByName: z.string(),
  });

const editors = { anyOf: ['edit_content'] } as const;
/** Any language but French is a 404, as is an unknown item. */
const reading: readonly Refusal[] = [401, 403, 404];

/** GET, PUT and DELETE of one kind of item's French version, at `<item path>/translations/{locale}`. */
const translationsOf = <
  const Path extends `/${string}/translations/{locale}`,
  Fields extends z.ZodMiniObject,
  Input extends z.ZodMiniType,
>(
  ids: { get: string; save: string; remove: string },
  item: string,
  path: Path,
  fields: Fields,
  input: Input,
) =>
  [
    operation({
      id: ids.get,
      method: 'GET',
      path,
      summary: `The ${item}'s French version; 404 when it has none yet, or for an unknown ${item}`,
      answer: translation(fields),
      status: 200,
      access: editors,
      refusals: reading,
    }),
    operation({
      id: ids.save,
      method: 'PUT',
      path,
      summary: `Save the ${item}'s French version over any earlier one; the English is untouched and no version is kept. Visitors whose page is French read it instead of the English`,
      body: input,
      answer: translation(fields),
      status: 200,
      access: editors,
      refusals: [400, 401, 403, 404, 413],
    }),
    operation({
      id: ids.remove,
      method: 'DELETE',
      path,
      summary: `Remove the ${item}'s French version: French pages show the English again, saying so; done already when there is none`,
      answer: null,
      status: 204,
      access: editors,
      refusals: reading,
    }),
  ] as const;

export const [getPostTranslation, savePostTranslation, deletePostTranslation] = translationsOf(
  { get: 'getPostTranslation', save: 'savePostTranslation', remove: 'deletePostTranslation' },
  'post',
  '/content/posts/{id}/translations/{locale}',
  postTranslationFields,
  postTranslationInput,
);

export const [getEventTranslation, saveEventTranslation, deleteEventTranslation] = translationsOf(
  { get: 'getEventTranslation', save: 'saveEventTranslation', remove: 'deleteEventTranslation' },
  'event',
  '/content/events/{id}/translations/{locale}',
  eventTranslationFields,
  eventTranslationInput,
);

export const [getProgramPageTranslation, saveProgramPageTranslation, deleteProgramPageTranslation] = translationsOf(
  { get: 'getProgramPageTranslation', save: 'saveProgramPageTranslation', remove: 'deleteProgramPageTranslation' },
  'programme page',
  '/content/program-pages/{programId}/translations/{locale}',
  programPageTranslationFields,
  programPageTranslationInput,
);

/** The French versions of posts, events and programme pages. */
export const translationOperations = [
  getPostTranslation,
  savePostTranslation,
  deletePostTranslation,
  getEventTranslation,
  saveEventTranslation,
  deleteEventTranslation,
  getProgramPageTranslation,
  saveProgramPageTranslation,
  deleteProgramPageTranslation,
] as const;
