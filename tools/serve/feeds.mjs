// sitemap.xml, rss.xml and robots.txt, made from the data service's public lists.
import { LOCALES, localisedPath } from './language.mjs';
const xml = (text) =>
  String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]);

/** Every public page in every language, each naming its translations (hreflang alternates). */
export function sitemapXml(origin, entries) {
  const urls = entries
    .flatMap((entry) => {
      const alternates = LOCALES.map(
        (locale) =>
          `<xhtml:link rel="alternate" hreflang="${locale}" href="${xml(`${origin}${localisedPath(entry.path, locale)}`)}"/>`,
      ).join('');
      const lastmod = entry.lastmod ? `<lastmod>${xml(entry.lastmod)}</lastmod>` : '';
      return LOCALES.map(
        (locale) => `<url><loc>${xml(`${origin}${localisedPath(entry.path, locale)}`)}</loc>${lastmod}${alternates}</url>`,
      );
    })
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${urls}</urlset>\n`;
}

export function rssXml(origin, siteName, items) {
  const entries = items
    .map(
      (item) =>
        `<item><title>${xml(item.title)}</title><link>${xml(`${origin}${item.path}`)}</link><guid isPermaLink="true">${xml(`${origin}${item.path}`)}</guid>` +
        `<description>${xml(item.summary)}</description><author>${xml(item.authorName)}</author>` +
        `${item.category ? `<category>${xml(item.category)}</category>` : ''}<pubDate>${new Date(item.publishedAt).toUTCString()}</pubDate></item>`,
    )
    .join('');
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel>` +
    `<title>${xml(`${siteName} — Stories`)}</title><link>${xml(`${origin}/blog`)}</link>` +
    `<atom:link href="${xml(`${origin}/rss.xml`)}" rel="self" type="application/rss+xml"/>` +
    `<description>${xml(`Stories from ${siteName}`)}</description><language>en</language>${entries}</channel></rss>\n`
  );
}

/** Portals and account screens are not for search engines; everything public is. */
export function robotsTxt(origin) {
  const closed = [
    '/admin',
    '/applicant',
    '/student',
    '/content',
    '/alumni',
    '/dashboard',
    '/account',
    '/login',
    '/signup',
    '/auth/',
    '/newsletter/',
    '/email/',
    '/reference/',
    '/follow-up/',
    '/giving/',
    '/api/',
  ];
  const everyLanguage = closed.flatMap((path) =>
    path === '/api/' ? [path] : LOCALES.map((locale) => localisedPath(path, locale)),
  );
  return `User-agent: *\n${everyLanguage.map((path) => `Disallow: ${path}`).join('\n')}\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`;
}
