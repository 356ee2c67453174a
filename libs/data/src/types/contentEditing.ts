import type { ImageChoice } from '../contract/content/events.js';
import type { FaqEntry } from '../contract/content/programPages.js';
import type { ContentStatus } from './content.js';

/** What editors see and send in the content portal (create/edit/publish_content, manage_content_categories). */

export type MediaContentType = 'image/png' | 'image/jpeg' | 'image/webp';

/** One image of the media library, with the resized WebP variants the service made from it. */
export interface MediaItem {
  id: string;
  fileName: string;
  contentType: MediaContentType;
  width: number;
  height: number;
  size: number;
  /** The text alternative last given for it (each use may still give its own). */
  alt: string;
  /** The largest variant's address, for an <img src>. */
  url: string;
  /** "…/400.webp 400w, …/800.webp 800w, …" for an <img srcset>. */
  srcset: string;
  uploadedByName: string;
  createdAt: string;
}

/** A category as the content portal sees it: declared with its operations (contract/content/categories). */
export type { Category } from '../contract/content/categories.js';
/** Events, images chosen for an item, and saved versions: declared with their operations (contract/content). */
export type { EditorEvent, ImageChoice } from '../contract/content/events.js';
export type { ContentVersion, ContentVersionSummary } from '../contract/content/versions.js';
export type { FaqEntry, ProgramPage } from '../contract/content/programPages.js';

/** A row of the editor's post list. */
export interface EditorPostSummary {
  id: string;
  slug: string;
  title: string;
  status: ContentStatus;
  category: { id: string; name: string } | null;
  authorName: string;
  /** When it was or will be published (scheduled); null for drafts. */
  publishedAt: string | null;
  /** The zone publishedAt was scheduled in, e.g. "Africa/Lagos": it is shown in that zone. */
  timeZone: string;
  updatedAt: string;
  updatedByName: string;
  version: number;
}

/** A post as its editor opens it. */
export interface EditorPost extends EditorPostSummary {
  summary: string;
  categoryId: string | null;
  coverImage: ImageChoice | null;
  /** Markdown. */
  body: string;
  seoDescription: string;
  socialImage: ImageChoice | null;
  /** The alumnus the post credits, when it came from a submission. */
  creditUid: string | null;
  createdAt: string;
  /** The public address while published: "/blog/<slug>". */
  publicPath: string;
}

/** A language content may have a version in, besides English. */
export type TranslationLocale = 'fr';

/** The French text of a post (the rest stays shared); an empty image description uses the English one. */
export interface PostTranslationFields {
  title: string;
  summary: string;
  /** Markdown. */
  body: string;
  seoDescription: string;
  coverImageAlt: string;
}

/** The French text of an event; an empty place or image description uses the English one. */
export interface EventTranslationFields {
  title: string;
  summary: string;
  /** Markdown. */
  body: string;
  location: string;
  coverImageAlt: string;
}

/** The French texts of a programme page (Markdown, as in English); an empty image description uses the English one. */
export interface ProgramPageTranslationFields {
  summary: string;
  description: string;
  eligibility: string;
  howToApply: string;
  faq: FaqEntry[];
  heroImageAlt: string;
}

/** An item's version in another language, as its editors open and save it. */
export type ContentTranslation<Fields> = Fields & {
  locale: TranslationLocale;
  updatedAt: string;
  updatedByName: string;
};

export type SubmissionStatus = 'submitted' | 'returned' | 'published' | 'withdrawn';

/** A story an alumnus sent in for the site. */
export interface StorySubmission {
  id: string;
  authorUid: string;
  authorName: string;
  title: string;
  summary: string;
  /** Markdown. */
  body: string;
  status: SubmissionStatus;
  /** The editor's note when it was returned. */
  note: string | null;
  /** The post made from it, once an editor took it on. */
  postId: string | null;
  /** Where visitors read it, once it is published (e.g. "/blog/from-the-lab-bench"). */
  publishedPath: string | null;
  submittedAt: string;
  updatedAt: string;
}

/** The editor's home: what needs them, in four short lists. */
export interface ContentOverview {
  myDrafts: EditorPostSummary[];
  scheduled: EditorPostSummary[];
  submissionsWaiting: StorySubmission[];
  latestPublished: EditorPostSummary[];
}

/** What the live stream says: something changed; lists showing this kind of item load again. */
export interface ContentChange {
  kind: 'post' | 'event' | 'program_page' | 'category' | 'submission' | 'media';
  id: string;
  /** "saved", "published", "scheduled", "unpublished", "archived", "deleted", "created", "returned". */
  action: string;
  byName: string;
  at: string;
}
