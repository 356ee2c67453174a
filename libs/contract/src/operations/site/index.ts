import type { Operation } from '../operation.js';
import { donationOperations } from './donations.js';
import { formOperations } from './forms.js';
import { givingOperations } from './giving.js';
import { mediaOperations } from './media.js';
import { newsletterOperations } from './newsletter.js';
import { pageOperations } from './pages.js';
import { redirectOperations } from './redirects.js';
import { settingsOperations } from './settings.js';

// The browser's adapters import the topic files themselves, never this barrel: the public pages' first load carries
// only the schemas of the calls it makes (and redirects.ts, the site server's, brings the service's messages).
export * from './donations.js';
export * from './forms.js';
export * from './giving.js';
export * from './media.js';
export * from './newsletter.js';
export * from './pages.js';
export * from './redirects.js';
export * from './settings.js';

/** The public site: pages, forms, donations, newsletter, media, redirects (the public site's area). */
export const siteOperations: readonly Operation[] = [
  ...pageOperations,
  ...formOperations,
  ...newsletterOperations,
  ...donationOperations,
  ...givingOperations,
  ...mediaOperations,
  ...redirectOperations,
  ...settingsOperations,
];
