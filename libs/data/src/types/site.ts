import type { PostSummary, PublicEvent } from './content.js';
import type { ProgramSummary } from './programs.js';

/** Everything the Home page shows, in one answer: on slow mobile data every round trip costs. */
export interface HomePage {
  programs: ProgramSummary[];
  /** The latest three stories. */
  stories: PostSummary[];
  /** The next three events. */
  events: PublicEvent[];
}

/** A public page for sitemap.xml; lastmod is null when the page has no date of its own. */
export interface SitemapEntry {
  path: string;
  lastmod: string | null;
}

/** A story for the RSS feed. */
export interface FeedItem {
  title: string;
  slug: string;
  path: string;
  summary: string;
  authorName: string;
  category: string | null;
  publishedAt: string;
  updatedAt: string;
}

/** What a public form answers when it was taken: a sentence to show. */
export interface Acknowledgement {
  message: string;
}
