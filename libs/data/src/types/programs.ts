import type { ContentLanguage, CoverImage } from './content.js';

/** Programme statuses ("active" takes applications in its window). Visitors see active and closed ones. */
export type ProgramStatus = 'draft' | 'active' | 'closed' | 'archived';

export type ApplicationWindowState = 'open' | 'closed' | 'upcoming';

/** When applications are taken, decided by the server's clock so every visitor sees the same. */
export interface ApplicationWindow {
  state: ApplicationWindowState;
  opensAt: string | null;
  closesAt: string | null;
  /** IANA zone the dates are announced in, e.g. "Africa/Nairobi". */
  timeZone: string;
}

export interface ProgramSummary {
  id: string;
  slug: string;
  name: string;
  summary: string;
  status: 'active' | 'closed';
  applicationWindow: ApplicationWindow;
  /** The language of its page's text (the name stays as it is in every language). */
  language: ContentLanguage;
}

/**
 * A programme page. Long fields are Markdown, each beside its `…Html`: rendered by the data service
 * and sanitised (@sla/markdown), headings from h3, safe to insert as it is.
 */
export interface Program extends ProgramSummary {
  description: string;
  descriptionHtml: string;
  whoFor: string;
  whoForHtml: string;
  howToApply: string;
  howToApplyHtml: string;
  /** Questions people ask, each answer also as sanitised HTML (headings from h4). */
  faq: { question: string; answer: string; answerHtml: string }[];
  heroImage: CoverImage | null;
  capacity: number | null;
  updatedAt: string;
}
