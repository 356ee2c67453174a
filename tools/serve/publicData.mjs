// What the site server asks the data service for while building a page, a sitemap or a feed. Every
// call has a short time limit: a slow data service must never hold a page up, it only loses extras.
export function publicData(apiUrl, { timeoutMs = 1500 } = {}) {
  async function get(path) {
    try {
      const response = await fetch(`${apiUrl}/api/public${path}`, { signal: AbortSignal.timeout(timeoutMs) });
      if (response.status === 404) return { missing: true };
      if (!response.ok) return null;
      return { value: await response.json() };
    } catch {
      return null;
    }
  }
  return {
    /** `path` under /api/public, e.g. "/home": { value }, { missing: true } for a 404, or null. */
    get: (path) => get(path.replace(/^\/public/, '')),
    sitemapEntries: async () => (await get('/sitemap-entries'))?.value?.items ?? null,
    feed: async () => (await get('/feed'))?.value?.items ?? null,
  };
}
