/** The public site's pages and forms: declared with their operations (contract/site). */
export type { FeedItem, HomePage, SitemapEntry } from '../contract/site/pages.js';
export type { Acknowledgement } from '../contract/site/forms.js';
