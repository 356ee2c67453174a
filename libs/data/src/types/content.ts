/** Content items (table content: id, type, status, createdAt, updatedAt and the fields below). */
export type ContentType = 'post' | 'event' | 'page';
/** Scheduled items count as published once their publishedAt has passed. */
export type ContentStatus = 'draft' | 'scheduled' | 'published' | 'archived';

/** An image with its text alternative; there is never one without the other. */
export interface CoverImage {
  url: string;
  alt: string;
}

export interface CategoryRef {
  name: string;
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
}

/** A whole story. */
export interface Post extends PostSummary {
  /** Markdown, as its author wrote it. */
  body: string;
  /** The body rendered by the data service and sanitised (@sla/markdown), headings from h2: safe to insert as it is. */
  bodyHtml: string;
  updatedAt: string;
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
  location: string | null;
  coverImage: CoverImage | null;
}
