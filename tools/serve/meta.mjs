// Title, description and sharing tags of each public page, in the HTML itself: search engines and
// link previews (WhatsApp, LinkedIn, …) read them without running the site's JavaScript.
import { PUBLIC_PAGE_DESCRIPTIONS, PUBLIC_PAGE_TITLES } from '@sla/permissions/public-pages';
import { alternateLinks, localisedPath } from './language.mjs';

// A page with no description of its own is described as the home page is.
const DEFAULT_DESCRIPTION = PUBLIC_PAGE_DESCRIPTIONS['/'];
// The home page goes by the site's name alone in search results and link previews.
const HOME = '/';

/** Text made safe for HTML, in an element or an attribute. */
export const escapeHtml = (text) =>
  String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

/**
 * The head tags of `pathname` (without its language prefix) in `locale`, and its HTTP status; `record`
 * is the page's data as fetched for it; `translate` puts the site's own words into the page's language.
 */
export function pageMeta({ pathname, locale = 'en', origin, siteName, record, translate = (message) => message }) {
  let title = null;
  let description = translate(DEFAULT_DESCRIPTION);
  let image = null;
  let type = 'website';
  // A story, programme or event that does not exist is a 404 for crawlers, though the page is still the app.
  const described = pathname in PUBLIC_PAGE_TITLES;
  const dataPage = /^\/(blog|programs|events)\/[^/]+$/.test(pathname) && pathname !== '/events/cancel' && !described;
  const status = dataPage && record?.missing ? 404 : 200;
  const found = record?.value;
  if (described) {
    title = pathname === HOME ? null : translate(PUBLIC_PAGE_TITLES[pathname]);
    description = translate(PUBLIC_PAGE_DESCRIPTIONS[pathname]);
  } else if (/^\/blog\/[^/]+$/.test(pathname) && found) {
    ({ title } = found);
    // The editor's words for search engines when they wrote some; the summary otherwise.
    description = found.seoDescription || found.summary || description;
    image = found.socialImage ?? found.coverImage;
    type = 'article';
  } else if (/^\/programs\/[^/]+$/.test(pathname) && found) {
    ({ name: title, summary: description } = found);
  } else if (/^\/events\/[^/]+$/.test(pathname) && found?.event) {
    title = found.event.title;
  }
  const fullTitle = title ? `${title} — ${siteName}` : siteName;
  const url = `${origin}${localisedPath(pathname, locale)}`;
  const tags = [
    `<title>${escapeHtml(fullTitle)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}">`,
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    alternateLinks(origin, pathname, escapeHtml),
    `<meta property="og:site_name" content="${escapeHtml(siteName)}">`,
    `<meta property="og:title" content="${escapeHtml(title ?? siteName)}">`,
    `<meta property="og:description" content="${escapeHtml(description)}">`,
    `<meta property="og:type" content="${type}">`,
    `<meta property="og:url" content="${escapeHtml(url)}">`,
    `<meta property="og:locale" content="${locale === 'fr' ? 'fr_FR' : 'en_GB'}">`,
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}">`,
    `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(`${siteName} stories`)}" href="${escapeHtml(`${origin}/rss.xml`)}">`,
  ];
  if (image?.url) {
    tags.push(`<meta property="og:image" content="${escapeHtml(new URL(image.url, origin).toString())}">`);
    if (image.alt) tags.push(`<meta property="og:image:alt" content="${escapeHtml(image.alt)}">`);
  }
  return { tags: tags.join(''), status };
}
