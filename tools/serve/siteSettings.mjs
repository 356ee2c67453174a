// The site settings an admin stored in the data service (GET /api/public/site-settings), laid over the runtime
// config this server builds from its files and environment. Asked again at most every few seconds; a data service
// that does not answer (quickly) leaves the last answer it gave in place (the environment's values until it has
// answered once), and is not asked again until the next refresh, so a slow service cannot hold every page up.

const REFRESH_MS = 5000;
const TIMEOUT_MS = 1000;

/** Which stored setting goes where in the runtime config (and so in the shell and the server-rendered pages). */
const CONFIG_KEYS = { siteName: 'siteName', orgEmailDomain: 'orgEmailDomain', publicContactEmail: 'contactEmail' };

export function storedSiteSettings(apiUrl, { refreshMs = REFRESH_MS, timeoutMs = TIMEOUT_MS, now = Date.now } = {}) {
  let cached = null;
  let pending = null;
  async function fetchSettings() {
    try {
      const response = await fetch(`${apiUrl}/api/public/site-settings`, { signal: AbortSignal.timeout(timeoutMs) });
      return response.ok ? await response.json() : null;
    } catch {
      return null;
    }
  }
  return {
    /** What the data service last answered (asked again after `refreshMs`), or null when it never has. */
    async get() {
      if (cached && now() - cached.at < refreshMs) return cached.value;
      pending ??= fetchSettings().then((answer) => {
        // A failed refresh keeps the last good answer: a hiccup must not flip the site back to its defaults.
        const value = answer ?? cached?.value ?? null;
        cached = { at: now(), value };
        pending = null;
        return value;
      });
      return pending;
    },
  };
}

/**
 * `config` with what an admin changed laid over it. Only the settings the data service says were changed: the rest
 * keep this server's own values (SITE_NAME, ORG_EMAIL_DOMAIN), which may be set here and not over there.
 */
export function withSiteSettings(config, stored) {
  if (!stored || !Array.isArray(stored.overridden)) return config;
  const next = { ...config };
  for (const key of stored.overridden) {
    const target = CONFIG_KEYS[key];
    if (target && typeof stored[key] === 'string' && stored[key]) next[target] = stored[key];
  }
  return next;
}
