/** Content items (table content: id, type, status, createdAt, updatedAt and the fields below). */
export type ContentType = 'post' | 'event' | 'page';
/** Scheduled items count as published once their publishedAt has passed. */
export type ContentStatus = 'draft' | 'scheduled' | 'published' | 'archived';
/**
 * The language an item's text is in. Public answers are in the request's language (Accept-Language) when the item
 * has a version in it; otherwise in English, and `language` says so.
 */
export type ContentLanguage = 'en' | 'fr';

/** An image with its text alternative; there is never one without the other. */
export interface CoverImage {
  url: string;
  alt: string;
  /** Images from the media library: their resized WebP variants ("…/400.webp 400w, …"), for an <img srcset>. */
  srcset?: string;
  /** The largest variant's size, so the page keeps its place before the image arrives. */
  width?: number;
  height?: number;
}

export interface CategoryRef {
  /** In the reader's language where the category has a name in it, else in English. */
  name: string;
  /** The language `name` is in. */
  language: ContentLanguage;
  /** For links and the `category` filter of the story list. */
  slug: string;
}

export interface CategoryCount extends CategoryRef {
  /** Published stories in the category. */
  count: number;
}

/** A story as the list and the home page show it. */
export interface PostSummary {
  id: string;
  slug: string;
  title: string;
  summary: string;
  category: CategoryRef | null;
  authorName: string;
  coverImage: CoverImage | null;
  publishedAt: string;
  /** At 200 words a minute, at least 1. */
  readingMinutes: number;
  /** The language of its text (title, summary, body, image description). */
  language: ContentLanguage;
}

/** A whole story. */
export interface Post extends PostSummary {
  /** Markdown, as its author wrote it. */
  body: string;
  /** The body rendered by the data service and sanitised (@sla/markdown), headings from h2: safe to insert as it is. */
  bodyHtml: string;
  updatedAt: string;
  /** The editor's description for search engines and link previews; empty: the summary is used. */
  seoDescription?: string;
  /** The picture link previews show; null: the cover is used. */
  socialImage?: CoverImage | null;
}

export interface PublicEvent {
  id: string;
  slug: string;
  title: string;
  summary: string;
  /** Markdown. */
  body: string;
  startsAt: string;
  endsAt: string | null;
  /** The zone the event is announced in, e.g. "Africa/Lagos": its times are shown there, with the zone named. */
  timeZone: string;
  online: boolean;
  location: string | null;
  /** Where to sign up, when it asks for that. */
  registrationUrl: string | null;
  coverImage: CoverImage | null;
  /** The language of its text (title, summary, body, place, image description). */
  language: ContentLanguage;
}
