/**
 * Where the public site shows things. The site's routes (libs/permissions) own the static pages;
 * these are the paths of pages made from data.
 */
export const storyPath = (slug: string) => `/blog/${slug}`;
export const programPath = (slug: string) => `/programs/${slug}`;

/** Public pages with no data of their own (the sign-in screens are left out of the sitemap on purpose). */
export const STATIC_PAGES = [
  '/',
  '/about',
  '/get-involved',
  '/donate',
  '/blog',
  '/contact',
  '/privacy',
  '/terms',
  '/accessibility',
];
