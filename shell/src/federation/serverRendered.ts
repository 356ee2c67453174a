import { localeOfPath } from '@sla/i18n';

/**
 * The HTML the site server rendered for the first page (a portal's screen inside the frame). It is
 * read once, before React replaces the page, and shown in the portal's place until the portal
 * itself has drawn the same screen, so the first visit sees the page at once and nothing moves.
 */
let pending: { portal: string; url: string; html: string } | null = null;

export const SERVER_RENDERED_SELECTOR = '[data-server-rendered]';

export function captureServerRendered(doc: Document = document): void {
  const element = doc.querySelector(SERVER_RENDERED_SELECTOR);
  const portal = element?.getAttribute('data-server-rendered');
  // The address as the router sees it, inside the language's prefix (/fr/about is /about), which is what it is asked by.
  const url = localeOfPath(doc.location.pathname).path + doc.location.search;
  pending = element && portal ? { portal, url, html: element.innerHTML } : null;
}

/**
 * The server's HTML for this portal at this address; null if there is none or a page has already
 * shown it. Reading it does not use it up: the first render is interruptible and may run again from
 * the start before it is committed, so the page that shows it calls releaseServerRendered once it is
 * on screen.
 */
export function serverRenderedFor(portal: string, url: string): string | null {
  return pending && pending.portal === portal && pending.url === url ? pending.html : null;
}

/** The first page is on screen: any later page renders live. */
export function releaseServerRendered(): void {
  pending = null;
}
