// What the site server asks the data service for while building a page, a sitemap or a feed. Every
// call has a short time limit: a slow data service must never hold a page up, it only loses extras.
// A page's data is asked for in the page's language, so a French page is rendered with the French
// version of a story, an event or a programme page where there is one (and the English, said so, where not).
export function publicData(apiUrl, { timeoutMs = 1500 } = {}) {
  async function get(path, locale) {
    try {
      const response = await fetch(`${apiUrl}/api/public${path}`, {
        signal: AbortSignal.timeout(timeoutMs),
        ...(locale ? { headers: { 'accept-language': locale } } : {}),
      });
      if (response.status === 404) return { missing: true };
      if (!response.ok) return null;
      return { value: await response.json() };
    } catch {
      return null;
    }
  }
  return {
    /**
     * `path` under /api/public, e.g. "/home", in `locale` ("en" or "fr") when given: { value }, { missing: true } for
     * a 404, or null.
     */
    get: (path, locale) => get(path.replace(/^\/public/, ''), locale),
    sitemapEntries: async () => (await get('/sitemap-entries'))?.value?.items ?? null,
    feed: async () => (await get('/feed'))?.value?.items ?? null,
  };
}
