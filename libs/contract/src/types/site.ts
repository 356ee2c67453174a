/** The public site's pages and forms: declared with their operations (contract/site). */
export type { FeedItem, HomePage, SitemapEntry } from '../operations/site/pages.js';
export type { Acknowledgement } from '../operations/site/forms.js';
