export interface PublicPage {
  /** The screen name: the page title's first part. */
  title: string;
  /** What search results and link previews show under the title. */
  description: string;
}

/** Each described public page by its path. */
export declare const PUBLIC_PAGES: Readonly<Record<string, PublicPage>>;
