// Title, description and sharing tags of each public page, in the HTML itself: search engines and
// link previews (WhatsApp, LinkedIn, …) read them without running the site's JavaScript.
const DEFAULT_DESCRIPTION = "Nurturing Africa's next generation of scientist-leaders through research, mentorship and community.";

const PAGES = {
  '/': { title: null, description: DEFAULT_DESCRIPTION },
  '/programs/stepup-scholars': {
    title: 'StepUp Scholars',
    description:
      'Mentorship and first research experience for young Africans about to start, or just starting, a science degree.',
  },
  '/programs/dynamerge': {
    title: 'Dynamerge',
    description: 'Leadership and collaboration for early-career African researchers ready to lead.',
  },
  '/get-involved': { title: 'Get Involved', description: 'Volunteer, mentor a young scientist or partner with us.' },
  '/donate': { title: 'Donate', description: 'Give once or every month to open doors into science for young Africans.' },
  '/about': { title: 'About', description: 'Our mission, our team and the partners who make the programmes possible.' },
  '/blog': { title: 'Stories', description: 'Stories of scholars, researchers and the community behind them.' },
  '/contact': { title: 'Contact', description: 'Write to the team: questions about the programmes, partnerships or the press.' },
  '/privacy': { title: 'Privacy', description: 'What we collect, why, and your rights.' },
  '/terms': { title: 'Terms of use', description: 'The terms of using this site.' },
  '/accessibility': {
    title: 'Accessibility',
    description: 'How we make the site work for everyone, and how to tell us when it does not.',
  },
};

/** Text made safe for HTML, in an element or an attribute. */
export const escapeHtml = (text) =>
  String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

/** The head tags of `pathname` and its HTTP status; `record` is the page's data as fetched for it. */
export function pageMeta({ pathname, origin, siteName, record }) {
  let title = null;
  let description = DEFAULT_DESCRIPTION;
  let image = null;
  let type = 'website';
  // A story or programme that does not exist is a 404 for crawlers, though the page is still the app.
  const dataPage = /^\/(blog|programs)\/[^/]+$/.test(pathname) && !PAGES[pathname];
  const status = dataPage && record?.missing ? 404 : 200;
  const found = record?.value;
  if (PAGES[pathname]) {
    ({ title, description } = PAGES[pathname]);
  } else if (/^\/blog\/[^/]+$/.test(pathname) && found) {
    ({ title } = found);
    description = found.summary || description;
    image = found.coverImage;
    type = 'article';
  } else if (/^\/programs\/[^/]+$/.test(pathname) && found) {
    ({ name: title, summary: description } = found);
  }
  const fullTitle = title ? `${title} — ${siteName}` : siteName;
  const url = `${origin}${pathname}`;
  const tags = [
    `<title>${escapeHtml(fullTitle)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}">`,
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    `<meta property="og:site_name" content="${escapeHtml(siteName)}">`,
    `<meta property="og:title" content="${escapeHtml(title ?? siteName)}">`,
    `<meta property="og:description" content="${escapeHtml(description)}">`,
    `<meta property="og:type" content="${type}">`,
    `<meta property="og:url" content="${escapeHtml(url)}">`,
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}">`,
    `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(`${siteName} stories`)}" href="${escapeHtml(`${origin}/rss.xml`)}">`,
  ];
  if (image?.url) {
    tags.push(`<meta property="og:image" content="${escapeHtml(new URL(image.url, origin).toString())}">`);
    if (image.alt) tags.push(`<meta property="og:image:alt" content="${escapeHtml(image.alt)}">`);
  }
  return { tags: tags.join(''), status };
}
