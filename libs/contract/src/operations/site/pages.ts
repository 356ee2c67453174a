import * as z from 'zod/mini';
import { publicEventsQuery, publicPostsQuery } from '../../schemas/content.js';
import { operation } from '../operation.js';

/**
 * The language an item's text is in. Public answers are in the request's language (Accept-Language) when the item
 * has a version in it; otherwise in English, and `language` says so.
 */
export const contentLanguage = z.enum(['en', 'fr']);

/** An image with its text alternative; there is never one without the other. */
export const coverImage = z.strictObject({
  url: z.string(),
  alt: z.string(),
  /** Images from the media library: their resized WebP variants ("…/400.webp 400w, …"), for an <img srcset>. */
  srcset: z.optional(z.string()),
  /** The largest variant's size, so the page keeps its place before the image arrives. */
  width: z.optional(z.int()),
  height: z.optional(z.int()),
});
export type CoverImage = z.output<typeof coverImage>;

const categoryFields = {
  /** In the reader's language where the category has a name in it, else in English. */
  name: z.string(),
  /** The language `name` is in. */
  language: contentLanguage,
  /** For links and the `category` filter of the story list. */
  slug: z.string(),
};
export const categoryRef = z.strictObject(categoryFields);
export type CategoryRef = z.output<typeof categoryRef>;

/** A category with how many published stories it has. */
export const categoryCount = z.strictObject({ ...categoryFields, count: z.int() });
export type CategoryCount = z.output<typeof categoryCount>;

const postSummaryFields = {
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  category: z.nullable(categoryRef),
  authorName: z.string(),
  coverImage: z.nullable(coverImage),
  publishedAt: z.string(),
  /** At 200 words a minute, at least 1. */
  readingMinutes: z.int(),
  /** The language of its text (title, summary, body, image description). */
  language: contentLanguage,
};

/** A story as the list and the home page show it. */
export const postSummary = z.strictObject(postSummaryFields);
export type PostSummary = z.output<typeof postSummary>;

/** A whole story. */
export const post = z.strictObject({
  ...postSummaryFields,
  /** Markdown, as its author wrote it. */
  body: z.string(),
  /** The body rendered by the data service and sanitised (@sla/markdown), headings from h2: safe to insert as it is. */
  bodyHtml: z.string(),
  updatedAt: z.string(),
  /** The editor's description for search engines and link previews; empty: the summary is used. */
  seoDescription: z.optional(z.string()),
  /** The picture link previews show; null: the cover is used. */
  socialImage: z.optional(z.nullable(coverImage)),
});
export type Post = z.output<typeof post>;

export const publicEvent = z.strictObject({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  /** Markdown. */
  body: z.string(),
  startsAt: z.string(),
  endsAt: z.nullable(z.string()),
  /** The zone the event is announced in, e.g. "Africa/Lagos": its times are shown there, with the zone named. */
  timeZone: z.string(),
  online: z.boolean(),
  location: z.nullable(z.string()),
  /** Where to sign up, when it asks for that. */
  registrationUrl: z.nullable(z.string()),
  coverImage: z.nullable(coverImage),
  /** The language of its text (title, summary, body, place, image description). */
  language: contentLanguage,
});
export type PublicEvent = z.output<typeof publicEvent>;

/** When applications are taken, decided by the server's clock so every visitor sees the same. */
export const applicationWindow = z.strictObject({
  state: z.enum(['open', 'closed', 'upcoming']),
  opensAt: z.nullable(z.string()),
  closesAt: z.nullable(z.string()),
  /** IANA zone the dates are announced in, e.g. "Africa/Nairobi". */
  timeZone: z.string(),
});
export type ApplicationWindow = z.output<typeof applicationWindow>;
export type ApplicationWindowState = ApplicationWindow['state'];

const programSummaryFields = {
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  summary: z.string(),
  status: z.enum(['active', 'closed']),
  applicationWindow,
  /** The language of its page's text (the name stays as it is in every language). */
  language: contentLanguage,
};
export const programSummary = z.strictObject(programSummaryFields);
export type ProgramSummary = z.output<typeof programSummary>;

/**
 * A programme page. Long fields are Markdown, each beside its `…Html`: rendered by the data service
 * and sanitised (@sla/markdown), headings from h3, safe to insert as it is.
 */
export const program = z.strictObject({
  ...programSummaryFields,
  description: z.string(),
  descriptionHtml: z.string(),
  whoFor: z.string(),
  whoForHtml: z.string(),
  howToApply: z.string(),
  howToApplyHtml: z.string(),
  /** Questions people ask, each answer also as sanitised HTML (headings from h4). */
  faq: z.array(z.strictObject({ question: z.string(), answer: z.string(), answerHtml: z.string() })),
  heroImage: z.nullable(coverImage),
  capacity: z.nullable(z.int()),
  updatedAt: z.string(),
});
export type Program = z.output<typeof program>;

/** Everything the Home page shows, in one answer: on slow mobile data every round trip costs. */
export const homePage = z.strictObject({
  programs: z.array(programSummary),
  /** The latest three stories. */
  stories: z.array(postSummary),
  /** The next three events. */
  events: z.array(publicEvent),
});
export type HomePage = z.output<typeof homePage>;

/** A public page for sitemap.xml; lastmod is null when the page has no date of its own. */
export const sitemapEntry = z.strictObject({ path: z.string(), lastmod: z.nullable(z.string()) });
export type SitemapEntry = z.output<typeof sitemapEntry>;

/** A story for the RSS feed. */
export const feedItem = z.strictObject({
  title: z.string(),
  slug: z.string(),
  path: z.string(),
  summary: z.string(),
  authorName: z.string(),
  category: z.nullable(z.string()),
  publishedAt: z.string(),
  updatedAt: z.string(),
});
export type FeedItem = z.output<typeof feedItem>;

const listOf = <Item extends z.ZodMiniType>(item: Item) => z.strictObject({ items: z.array(item) });

export const getPublicHome = operation({
  id: 'getPublicHome',
  method: 'GET',
  path: '/public/home',
  summary:
    'Programmes with their window, the 3 latest stories and the next 3 events, in one answer, each in the language asked for (Accept-Language) when it has a version in it; Vary: Accept-Language',
  answer: homePage,
  status: 200,
  access: 'public',
  refusals: [],
});

export const listPublicPosts = operation({
  id: 'listPublicPosts',
  method: 'GET',
  path: '/public/posts',
  summary:
    'Published stories, newest first, 6 per page by default, each in the language asked for (Accept-Language) when it has a version in it',
  query: publicPostsQuery,
  answer: z.strictObject({ items: z.array(postSummary), nextCursor: z.nullable(z.string()) }),
  status: 200,
  access: 'public',
  refusals: [400],
});

export const getPublicPost = operation({
  id: 'getPublicPost',
  method: 'GET',
  path: '/public/posts/{slug}',
  summary:
    'A published story (404 for drafts and unknown slugs), in the language asked for (Accept-Language) when it has a version in it, else in English; `language` says which',
  answer: post,
  status: 200,
  access: 'public',
  refusals: [404],
});

export const listPublicCategories = operation({
  id: 'listPublicCategories',
  method: 'GET',
  path: '/public/categories',
  summary: 'Categories with published stories, and how many',
  answer: listOf(categoryCount),
  status: 200,
  access: 'public',
  refusals: [],
});

export const listPublicEvents = operation({
  id: 'listPublicEvents',
  method: 'GET',
  path: '/public/events',
  summary:
    'Published events: upcoming first (only those with upcoming=1), each in the language asked for (Accept-Language) when it has a version in it',
  query: publicEventsQuery,
  answer: listOf(publicEvent),
  status: 200,
  access: 'public',
  refusals: [400],
});

export const listPublicPrograms = operation({
  id: 'listPublicPrograms',
  method: 'GET',
  path: '/public/programs',
  summary:
    'Active and closed programmes, open ones first, with the application window by the server clock; summaries in the language asked for (Accept-Language) where the page has a version in it',
  answer: listOf(programSummary),
  status: 200,
  access: 'public',
  refusals: [],
});

export const getPublicProgram = operation({
  id: 'getPublicProgram',
  method: 'GET',
  path: '/public/programs/{slug}',
  summary:
    'A programme page, in the language asked for (Accept-Language) when it has a version in it, else in English; `language` says which',
  answer: program,
  status: 200,
  access: 'public',
  refusals: [404],
});

export const listSitemapEntries = operation({
  id: 'listSitemapEntries',
  method: 'GET',
  path: '/public/sitemap-entries',
  summary: 'Every public page with its last change, for sitemap.xml',
  answer: listOf(sitemapEntry),
  status: 200,
  access: 'public',
  refusals: [],
});

export const getPublicFeed = operation({
  id: 'getPublicFeed',
  method: 'GET',
  path: '/public/feed',
  summary: 'The latest 20 published stories, for RSS',
  answer: listOf(feedItem),
  status: 200,
  access: 'public',
  refusals: [],
});

/** What visitors read: the same for everyone, in the request's language where an item has a version in it. */
export const pageOperations = [
  getPublicHome,
  listPublicPosts,
  getPublicPost,
  listPublicCategories,
  listPublicEvents,
  listPublicPrograms,
  getPublicProgram,
  listSitemapEntries,
  getPublicFeed,
] as const;
