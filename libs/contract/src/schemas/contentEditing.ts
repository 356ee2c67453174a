import { msg } from '@sla/i18n';
import * as z from 'zod/mini';
import { messageWith } from '../messages.js';
import { isoInstant, keepItTo, timeZoneField } from './fields.js';
import { cursor, limit } from './paging.js';
import { onSitePath } from '@sla/site-paths';

/**
 * The content portal's forms: one schema each, checked in the editor before sending and by the service
 * on arrival. Messages name what to do.
 */

export const CONTENT_STATUSES = ['draft', 'scheduled', 'published', 'archived'] as const;
export const MEDIA_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const MEDIA_MAX_MB = 10;
/** The widths every library image is resized to (WebP), smallest first. */
export const MEDIA_WIDTHS = [400, 800, 1600] as const;
export const EDITOR_POSTS_PAGE_SIZE = 25;

const postsInCategory = messageWith(msg('{count} posts are in this category. Move them to another category first.'));

export const CONTENT_MESSAGES = {
  slugTaken: msg('Another post already uses this address. Choose a different one.'),
  eventSlugTaken: msg('Another event already uses this address. Choose a different one.'),
  changedSinceOpened: msg(
    'Someone changed this since you opened it. Your text is kept here: compare it with theirs, then save again.',
  ),
  noSuchPost: msg('We could not find that post. It may have been deleted.'),
  noSuchEvent: msg('We could not find that event. It may have been deleted.'),
  noSuchVersion: msg('That version does not exist.'),
  noSuchCategory: msg('Choose one of the categories.'),
  noSuchMedia: msg('That image is no longer in the library.'),
  noSuchSubmission: msg('We could not find that submission.'),
  categoryNameTaken: msg('Another category already has this name.'),
  categoryInUse: (count: number) =>
    count === 1 ? msg('1 post is in this category. Move it to another category first.') : postsInCategory({ count }),
  scheduleInPast: msg('Choose a date and time in the future, or publish now.'),
  submissionHandled: msg('This submission has already been handled.'),
  tooManyStories: msg('You have sent many stories today. Editors read each one; send the next tomorrow.'),
} as const;

const required = (max: number, empty: string) =>
  z.string({ error: empty }).check(z.trim(), z.minLength(1, empty), z.maxLength(max, keepItTo({ max })));
const optionalText = (max: number) => z._default(z.string().check(z.trim(), z.maxLength(max, keepItTo({ max }))), '');

export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/** A page address: lower-case words joined by hyphens. Empty means "make one from the title". */
export const slugField = z._default(
  z.string().check(
    z.trim(),
    z.maxLength(100, msg('Keep the address to 100 characters or fewer.')),
    z.refine((value) => value === '' || SLUG_PATTERN.test(value), msg('Use lower-case words joined by -, e.g. my-first-story.')),
  ),
  '',
);

/**
 * A link or an image address typed by hand: http(s), or a path on this site by the rule the sign-in redirect and the
 * language switch use (`@sla/site-paths`: "/\\evil.example" and "//evil.example" are other sites).
 */
export const webAddress = z.string().check(
  z.trim(),
  z.maxLength(2000, msg('This address is too long.')),
  z.refine(
    (value) => /^https?:\/\/[^\s/?#]+([/?#][^\s]*)?$/i.test(value) || onSitePath(value) !== null,
    msg('Give an address starting with https://.'),
  ),
);

/** An image with the text alternative it must have. */
export const imageChoice = z.object({
  mediaId: z._default(z.nullable(z.string().check(z.maxLength(64))), null),
  url: webAddress,
  alt: required(300, msg('Describe the image for people who cannot see it.')),
});

export const MARKDOWN_MAX = 100_000;
const markdown = optionalText(MARKDOWN_MAX);

/** Creating or saving a post. `baseVersion` is the version the editor opened; an older one gets 409. */
export const postInput = z.object({
  title: required(200, msg('Give the post a title.')),
  slug: slugField,
  summary: optionalText(500),
  categoryId: z._default(z.nullable(z.string().check(z.maxLength(64))), null),
  authorName: optionalText(120),
  coverImage: z._default(z.nullable(imageChoice), null),
  body: markdown,
  seoDescription: optionalText(300),
  socialImage: z._default(z.nullable(imageChoice), null),
  baseVersion: z.optional(z.number().check(z.int(), z.minimum(1))),
  /** Sent by the editor's autosave: its versions are thinned (one per few minutes, the newest few kept). */
  autosave: z.optional(z.boolean()),
});
export type PostInput = z.input<typeof postInput>;

/** Publish now, schedule, unpublish (back to draft) or archive. */
export const publishInput = z.discriminatedUnion('action', [
  z.object({ action: z.literal('publish') }),
  z.object({ action: z.literal('schedule'), publishAt: isoInstant, timeZone: timeZoneField }),
  z.object({ action: z.literal('unpublish') }),
  z.object({ action: z.literal('archive') }),
]);
export type PublishInput = z.input<typeof publishInput>;

export const editorPostsQuery = z.object({
  status: z.optional(z.enum(CONTENT_STATUSES, { error: msg('Choose a status.') })),
  categoryId: z.optional(z.string().check(z.maxLength(64))),
  q: z.optional(z.string().check(z.trim(), z.maxLength(200, msg('Keep the search to 200 characters or fewer.')))),
  cursor: z.optional(cursor),
  limit: z.optional(limit(100)),
});
export type EditorPostsQuery = Omit<z.input<typeof editorPostsQuery>, 'limit'> & { limit?: number };

/** A category's name, and its name for visitors reading French (empty: they see the English one). */
export const categoryInput = z.object({ name: required(60, msg('Name the category.')), nameFr: optionalText(60) });
export type CategoryInput = z.input<typeof categoryInput>;
/** Every category's id, in the order they should appear. */
export const categoryOrderInput = z.object({
  ids: z.array(z.string().check(z.maxLength(64))).check(z.maxLength(200)),
});
export type CategoryOrderInput = z.input<typeof categoryOrderInput>;
/** Moves every post of one category to another (before deleting it). */
export const moveCategoryPostsInput = z.object({
  toCategoryId: z.string().check(z.minLength(1, msg('Choose where to move them.'))),
});
export type MoveCategoryPostsInput = z.input<typeof moveCategoryPostsInput>;

export const EVENT_ENDS_BEFORE_START = msg('The end must be at or after the start.');

export const eventInput = z
  .object({
    title: required(200, msg('Give the event a title.')),
    slug: slugField,
    summary: optionalText(500),
    body: markdown,
    startsAt: isoInstant,
    endsAt: z._default(z.nullable(isoInstant), null),
    timeZone: timeZoneField,
    online: z._default(z.boolean(), false),
    location: z._default(z.nullable(z.string().check(z.trim(), z.maxLength(300))), null),
    registrationUrl: z._default(z.nullable(webAddress), null),
    coverImage: z._default(z.nullable(imageChoice), null),
    publish: z._default(z.boolean(), true),
    baseVersion: z.optional(z.number().check(z.int(), z.minimum(1))),
  })
  .check(
    // Judged only when both are dates: a bad one has its own message.
    z.refine((event) => !(Date.parse(event.endsAt ?? '') < Date.parse(event.startsAt)), {
      message: EVENT_ENDS_BEFORE_START,
      path: ['endsAt'],
    }),
  );
export type EventInput = z.input<typeof eventInput>;

export const faqEntry = z.object({
  question: required(300, msg('Write the question.')),
  answer: required(5000, msg('Write the answer.')),
});
export const programPageInput = z.object({
  summary: required(400, msg('Write a one-sentence summary.')),
  description: optionalText(20000),
  eligibility: optionalText(10000),
  howToApply: optionalText(10000),
  faq: z._default(z.array(faqEntry).check(z.maxLength(50, msg('Keep to 50 questions or fewer.'))), []),
  heroImage: z._default(z.nullable(imageChoice), null),
  baseVersion: z.optional(z.number().check(z.int(), z.minimum(1))),
});
export type ProgramPageInput = z.input<typeof programPageInput>;

/** An alumnus's story, sent for an editor to publish. */
/** The most pictures one story may show, its cover included (decision 0048). */
export const STORY_PICTURES_MAX = 20;
/** Each picture in Markdown: its description (between the brackets) and its address. */
const MARKDOWN_IMAGE = /!\[((?:\\.|[^\]\\])*)\]\(\s*<?([^\s)>]*)/g;
/** The pictures a Markdown text shows, in order: what it says of each and where it is. */
export function markdownImages(markdown: string): { alt: string; url: string }[] {
  return [...markdown.matchAll(MARKDOWN_IMAGE)].map((match) => ({
    alt: match[1]!.replace(/\\(.)/g, '$1').trim(),
    url: match[2]!,
  }));
}
export const STORY_MESSAGES_PICTURES = {
  pictureNeedsAlt: msg('Describe every picture in your story for people who cannot see it: write it between the [ ].'),
  coverNeedsAlt: msg('Describe the cover picture for people who cannot see it.'),
  tooManyPictures: msg('A story can show at most 20 pictures. Remove some.'),
} as const;
/** A story's cover: one of its own pictures, with its description. */
export const storyCoverInput = z.object({
  mediaId: z.string().check(z.minLength(1), z.maxLength(64)),
  alt: required(300, STORY_MESSAGES_PICTURES.coverNeedsAlt),
});
export const submissionInput = z.object({
  title: required(200, msg('Give your story a title.')),
  summary: optionalText(500),
  body: required(MARKDOWN_MAX, msg('Write your story.')).check(
    z.refine((body) => markdownImages(body).every((image) => image.alt !== ''), STORY_MESSAGES_PICTURES.pictureNeedsAlt),
    z.refine((body) => markdownImages(body).length <= STORY_PICTURES_MAX, STORY_MESSAGES_PICTURES.tooManyPictures),
  ),
  cover: z._default(z.nullable(storyCoverInput), null),
});
export type SubmissionInput = z.input<typeof submissionInput>;
export const returnSubmissionInput = z.object({ note: required(2000, msg('Tell the author what to change.')) });
export type ReturnSubmissionInput = z.input<typeof returnSubmissionInput>;
export const SUBMISSION_STATUSES = ['submitted', 'returned', 'published', 'withdrawn'] as const;
/** The editors' list of submissions: those waiting unless another status is asked for. */
export const submissionsQuery = z.object({
  status: z.optional(z.enum(SUBMISSION_STATUSES, { error: msg('Choose a status.') })),
  cursor: z.optional(cursor),
  limit: z.optional(limit(100)),
});
/** The editors' list of events. */
export const editorEventsQuery = z.object({ cursor: z.optional(cursor), limit: z.optional(limit(100)) });

export const mediaAltInput = z.object({ alt: required(300, msg('Describe the image for people who cannot see it.')) });
export const mediaQuery = z.object({ cursor: z.optional(cursor), limit: z.optional(limit(100)) });

/**
 * The French version of a post, an event or a programme page: its text only (addresses, dates, images and
 * categories stay shared), with the English fields' limits. An empty image description or place uses the English one.
 */
export const TRANSLATION_LOCALES = ['fr'] as const;
export const postTranslationInput = z.object({
  title: required(200, msg('Give the post a title.')),
  summary: optionalText(500),
  body: markdown,
  seoDescription: optionalText(300),
  coverImageAlt: optionalText(300),
});
export type PostTranslationInput = z.input<typeof postTranslationInput>;
export const eventTranslationInput = z.object({
  title: required(200, msg('Give the event a title.')),
  summary: optionalText(500),
  body: markdown,
  location: optionalText(300),
  coverImageAlt: optionalText(300),
});
export type EventTranslationInput = z.input<typeof eventTranslationInput>;
export const programPageTranslationInput = z.object({
  summary: required(400, msg('Write a one-sentence summary.')),
  description: optionalText(20000),
  eligibility: optionalText(10000),
  howToApply: optionalText(10000),
  faq: z._default(z.array(faqEntry).check(z.maxLength(50, msg('Keep to 50 questions or fewer.'))), []),
  heroImageAlt: optionalText(300),
});
export type ProgramPageTranslationInput = z.input<typeof programPageTranslationInput>;
