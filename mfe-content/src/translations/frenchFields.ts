import { msg } from '@sla/i18n';
import type { FrenchField } from './frenchDraft.js';

// What each kind of item has in French, checked by postTranslationInput and the others. Labels
// are marked here and translated where shown.

const USES_ENGLISH_DESCRIPTION = msg('Left empty, the English description is used.');

const coverImageAlt: FrenchField = {
  name: 'coverImageAlt',
  kind: 'line',
  englishLabel: msg('Cover image description in English'),
  frenchLabel: msg('Cover image description in French'),
  hint: USES_ENGLISH_DESCRIPTION,
};

export const POST_FRENCH_FIELDS: readonly FrenchField[] = [
  {
    name: 'title',
    kind: 'line',
    englishLabel: msg('Title in English'),
    frenchLabel: msg('Title in French'),
    required: true,
  },
  {
    name: 'summary',
    kind: 'text',
    englishLabel: msg('Summary in English'),
    frenchLabel: msg('Summary in French'),
  },
  {
    name: 'body',
    kind: 'markdown',
    englishLabel: msg('Story in English'),
    frenchLabel: msg('Story in French'),
    rows: 14,
  },
  {
    name: 'seoDescription',
    kind: 'text',
    englishLabel: msg('Search description in English'),
    frenchLabel: msg('Search description in French'),
    hint: msg('Left empty, the French summary is used.'),
  },
  coverImageAlt,
];

export const EVENT_FRENCH_FIELDS: readonly FrenchField[] = [
  {
    name: 'title',
    kind: 'line',
    englishLabel: msg('Title in English'),
    frenchLabel: msg('Title in French'),
    required: true,
  },
  {
    name: 'summary',
    kind: 'text',
    englishLabel: msg('Summary in English'),
    frenchLabel: msg('Summary in French'),
  },
  {
    name: 'location',
    kind: 'line',
    englishLabel: msg('Place in English'),
    frenchLabel: msg('Place in French'),
    hint: msg('Left empty, the English place is used.'),
  },
  {
    name: 'body',
    kind: 'markdown',
    englishLabel: msg('Description in English'),
    frenchLabel: msg('Description in French'),
  },
  coverImageAlt,
];

export const PAGE_FRENCH_FIELDS: readonly FrenchField[] = [
  {
    name: 'summary',
    kind: 'text',
    englishLabel: msg('Summary in English'),
    frenchLabel: msg('Summary in French'),
    required: true,
    rows: 2,
  },
  {
    name: 'description',
    kind: 'markdown',
    englishLabel: msg('Description in English'),
    frenchLabel: msg('Description in French'),
    topHeading: 3,
  },
  {
    name: 'eligibility',
    kind: 'markdown',
    englishLabel: msg('Who may apply, in English'),
    frenchLabel: msg('Who may apply, in French'),
    rows: 8,
    topHeading: 3,
  },
  {
    name: 'howToApply',
    kind: 'markdown',
    englishLabel: msg('How to apply, in English'),
    frenchLabel: msg('How to apply, in French'),
    rows: 8,
    topHeading: 3,
  },
  {
    name: 'heroImageAlt',
    kind: 'line',
    englishLabel: msg('Hero image description in English'),
    frenchLabel: msg('Hero image description in French'),
    hint: USES_ENGLISH_DESCRIPTION,
  },
];

/** Image descriptions only matter while there is an image. */
export const withImage = (fields: readonly FrenchField[], hasImage: boolean) =>
  hasImage ? fields : fields.filter((field) => field.name !== 'coverImageAlt' && field.name !== 'heroImageAlt');
