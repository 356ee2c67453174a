/** Each described public page's title (its screen name in the route table), by path. */
export declare const PUBLIC_PAGE_TITLES: Readonly<Record<string, string>>;

/** What search results and link previews show under each title, by path. */
export declare const PUBLIC_PAGE_DESCRIPTIONS: Readonly<Record<string, string>>;
