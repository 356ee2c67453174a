import type { Operation } from '../operation.js';

/** The public site: pages, forms, donations, newsletter, media, redirects (the public site's area). */
export const siteOperations: readonly Operation[] = [];
