import { eventTranslationInput, postTranslationInput, programPageTranslationInput, TRANSLATION_LOCALES } from '@sla/data/schemas';
import { answers, body, object, ok, ref } from './openapiHelpers.js';

const str = { type: 'string' };
const time = { type: 'string', format: 'date-time' };
const markdown = { type: 'string', description: 'Markdown' };
const pathParam = (name: string) => ({ name, in: 'path', required: true, schema: str });
const locale = {
  name: 'locale',
  in: 'path',
  required: true,
  schema: { enum: [...TRANSLATION_LOCALES] },
  description: 'The language of the version: fr (any other is 404)',
};
const saved = { locale: { enum: [...TRANSLATION_LOCALES] }, updatedAt: time, updatedByName: str };
const keepsEnglish = (what: string) => ({ type: 'string', description: `Empty: the English ${what} is used` });

export const translationsComponents = {
  PostTranslation: object({
    title: str,
    summary: str,
    body: markdown,
    seoDescription: str,
    coverImageAlt: keepsEnglish("cover image's description"),
    ...saved,
  }),
  EventTranslation: object({
    title: str,
    summary: str,
    body: markdown,
    location: keepsEnglish('place'),
    coverImageAlt: keepsEnglish("cover image's description"),
    ...saved,
  }),
  ProgramPageTranslation: object({
    summary: str,
    description: markdown,
    eligibility: markdown,
    howToApply: markdown,
    faq: { type: 'array', items: object({ question: str, answer: markdown }) },
    heroImageAlt: keepsEnglish("hero image's description"),
    ...saved,
  }),
};

/** GET, PUT and DELETE of one item's version in another language, with the permission to edit the item. */
function translationPath(item: string, idParam: string, component: string, input: Parameters<typeof body>[0]) {
  const parameters = [pathParam(idParam), locale];
  const translation = ok(`The ${item}'s French version`, ref(component));
  return {
    get: {
      summary: `The ${item}'s French version; 404 when it has none yet, or for an unknown ${item} (edit_content)`,
      parameters,
      responses: answers({ 200: translation }, 401, 403, 404),
    },
    put: {
      summary: `Save the ${item}'s French version over any earlier one; the English is untouched and no version is kept. Visitors whose page is French read it instead of the English (edit_content)`,
      parameters,
      requestBody: body(input),
      responses: answers({ 200: translation }, 400, 401, 403, 404, 413),
    },
    delete: {
      summary: `Remove the ${item}'s French version: French pages show the English again, saying so; done already when there is none (edit_content)`,
      parameters,
      responses: answers({ 204: { description: 'Removed' } }, 401, 403, 404),
    },
  };
}

/** The French versions of posts, events and programme pages. */
export function translationsPaths() {
  return {
    '/content/posts/{id}/translations/{locale}': translationPath('post', 'id', 'PostTranslation', postTranslationInput),
    '/content/events/{id}/translations/{locale}': translationPath('event', 'id', 'EventTranslation', eventTranslationInput),
    '/content/program-pages/{programId}/translations/{locale}': translationPath(
      'programme page',
      'programId',
      'ProgramPageTranslation',
      programPageTranslationInput,
    ),
  };
}
