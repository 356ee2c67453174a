// Helpers for the specs: read rendered HTML the way a browser would and list what could be unsafe.

const TAGS = new Set([
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'P',
  'UL',
  'OL',
  'LI',
  'BLOCKQUOTE',
  'EM',
  'STRONG',
  'CODE',
  'PRE',
  'A',
  'BR',
  'HR',
]);
const ATTRIBUTES: Record<string, string[]> = { A: ['href', 'rel'], OL: ['start'], CODE: ['class'] };
const SITE = 'https://site.example';

/** Everything in `html` a reviewer would object to; empty when the output is safe. */
export function problems(html: string): string[] {
  const found: string[] = [];
  const body = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html').body;
  for (const element of body.querySelectorAll('*')) {
    if (!TAGS.has(element.tagName)) found.push(`element <${element.tagName.toLowerCase()}>`);
    for (const { name, value } of element.attributes) {
      if (!(ATTRIBUTES[element.tagName] ?? []).includes(name)) found.push(`attribute ${name}="${value}"`);
    }
    const href = element.getAttribute('href');
    if (href !== null && !acceptable(href)) found.push(`href "${href}"`);
  }
  return found;
}

/** http(s) written in full, mailto, or an address that stays on the site of the page it is on. */
function acceptable(href: string): boolean {
  if (/^(https?:\/\/|mailto:)/i.test(href)) return true;
  if (!URL.canParse(href, `${SITE}/blog/story`)) return false;
  return new URL(href, `${SITE}/blog/story`).origin === SITE;
}

/** The links of `html`: [text, href, rel]. */
export function links(html: string): [string, string | null, string | null][] {
  const body = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html').body;
  return [...body.querySelectorAll('a')].map((a) => [a.textContent ?? '', a.getAttribute('href'), a.getAttribute('rel')]);
}

/** The text a reader sees. */
export function textOf(html: string): string {
  return new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html').body.textContent ?? '';
}

/** The tags of `html`. Text never holds a bare "<" (it is written "&#x3C;"), so each is a real one. */
export function tags(html: string): string[] {
  return html.match(/<[^>]*>/g) ?? [];
}
