import type { ElementContent, Root, RootContent } from 'hast';

/** "&#106;", "&#x6A;", "&#0000106" (the semicolon is optional in HTML), "&colon;". */
const CHARACTER_REFERENCE = /&(#\d|#x[0-9a-f]|[a-z][a-z0-9]*;)/i;

/** Where relative links are resolved to find out where a browser would really go. */
const BASE = new URL('https://site.invalid/');

/**
 * The href to keep, or null when the link should become plain text. Addresses are judged with
 * the WHATWG URL parser, the one browsers use, rather than with patterns: it knows that `/\evil`
 * and `//evil` leave the site, and that tabs or newlines inside `java\tscript:` do not count.
 *
 * - absolute: http(s) written with "//" (so `https:evil`, which a browser may read as a path on
 *   this site, is refused) and mailto, returned as the parser serialises them;
 * - relative: kept as written only if, resolved against this site, it stays on this site, and
 *   it neither looks like a scheme ("java%09script:…", a split scheme Markdown percent-encoded)
 *   nor holds a backslash, plain or as Markdown encodes it (%5C): browsers read "\" as "/" in
 *   web addresses, so it only ever appears in an address trying to leave the site; nor a character
 *   reference ("&#106;", "&colon;"): Markdown has already decoded the author's, so one left over is a
 *   second layer of encoding that any page inserting the address without escaping would decode into
 *   a scheme.
 */
export function safeHref(href: string): string | null {
  if (URL.canParse(href)) {
    const url = new URL(href);
    if (url.protocol === 'mailto:') return url.href;
    if ((url.protocol === 'https:' || url.protocol === 'http:') && /^https?:\/\//i.test(href)) return url.href;
    return null;
  }
  if (/^[^/?#]*:/.test(href) || /\\|%5c/i.test(href) || CHARACTER_REFERENCE.test(href) || !URL.canParse(href, BASE.href))
    return null;
  return new URL(href, BASE).origin === BASE.origin ? href : null;
}

/**
 * A rehype plugin: every link keeps a safe href (external ones with rel="noopener noreferrer"),
 * and any other link is replaced by its text.
 */
export function rehypeSafeLinks() {
  return (tree: Root) => {
    tree.children = fixLinks(tree.children as ElementContent[]) as RootContent[];
  };
}

function fixLinks(nodes: ElementContent[]): ElementContent[] {
  return nodes.flatMap((node): ElementContent[] => {
    if (node.type !== 'element') return [node];
    node.children = fixLinks(node.children);
    if (node.tagName !== 'a') return [node];
    const raw = node.properties.href;
    const href = typeof raw === 'string' ? safeHref(raw) : null;
    if (href === null) return node.children;
    node.properties = external(href) ? { href, rel: ['noopener', 'noreferrer'] } : { href };
    return [node];
  });
}

const external = (href: string) => /^https?:/i.test(href);
