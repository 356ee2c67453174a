import { PORTALS } from '@sla/build-tools/portals';
import { DEFAULT_AUTH_CONFIG, type AuthConfig } from '@sla/auth';
import { DEFAULT_SITE, type SiteSettings } from '@sla/ui';

/**
 * Configuration read at runtime from /runtime-config.json, beside the shell. It is the federation
 * manifest (where each portal is deployed) plus site settings, so each environment can point the same
 * shell build at its own portals.
 */
export interface RuntimeConfig extends SiteSettings {
  /** Portal project name to the URL of its mf-manifest.json (or remoteEntry.js). */
  remotes: Record<string, string>;
  /** Where the data service answers; "/api" is proxied by the site's own server. */
  apiBaseUrl: string;
  /** The identity provider (Firebase Auth, or its emulator). */
  auth: AuthConfig;
}

export const CONFIG_URL = '/runtime-config.json';

export function defaultRemotes(): Record<string, string> {
  return Object.fromEntries(PORTALS.map((portal) => [portal.project, `/mfe/${portal.project}/mf-manifest.json`]));
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

/** Validates what was fetched; every missing or bad value falls back to its default with a warning. */
export function parseRuntimeConfig(raw: unknown, warn: (message: string) => void = console.warn): RuntimeConfig {
  const input = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const fallback = <T>(key: string, value: T | null, defaultValue: T): T => {
    if (value !== null) return value;
    warn(`runtime-config: "${key}" is missing or invalid; using the development default.`);
    return defaultValue;
  };
  const remotesIn = (input.remotes && typeof input.remotes === 'object' ? input.remotes : {}) as Record<string, unknown>;
  const remotes: Record<string, string> = {};
  for (const [project, url] of Object.entries(defaultRemotes()))
    remotes[project] = fallback(`remotes.${project}`, text(remotesIn[project]), url);

  const authIn = (input.auth && typeof input.auth === 'object' ? input.auth : {}) as Record<string, unknown>;
  const linkIn = (authIn.emailLink && typeof authIn.emailLink === 'object' ? authIn.emailLink : {}) as Record<string, unknown>;
  const defaults = DEFAULT_AUTH_CONFIG;
  const link = defaults.emailLink;
  // Only when an admin set one in the site settings; the pages fall back to hello@ the organisation domain.
  const contactEmail = text(input.contactEmail);
  return {
    ...(contactEmail ? { contactEmail } : {}),
    siteName: fallback('siteName', text(input.siteName), DEFAULT_SITE.siteName),
    orgEmailDomain: fallback('orgEmailDomain', text(input.orgEmailDomain), DEFAULT_SITE.orgEmailDomain),
    remotes,
    apiBaseUrl: fallback('apiBaseUrl', text(input.apiBaseUrl), '/api'),
    auth: {
      apiKey: fallback('auth.apiKey', text(authIn.apiKey), defaults.apiKey),
      authDomain: fallback('auth.authDomain', text(authIn.authDomain), defaults.authDomain),
      projectId: fallback('auth.projectId', text(authIn.projectId), defaults.projectId),
      // null is a real answer here (a real Firebase project); only a missing key falls back.
      emulatorUrl:
        authIn.emulatorUrl === null ? null : fallback('auth.emulatorUrl', text(authIn.emulatorUrl), defaults.emulatorUrl),
      emailLink: {
        androidPackageName: fallback(
          'auth.emailLink.androidPackageName',
          text(linkIn.androidPackageName),
          link.androidPackageName,
        ),
        androidInstallApp: typeof linkIn.androidInstallApp === 'boolean' ? linkIn.androidInstallApp : link.androidInstallApp,
        androidMinimumVersion: fallback(
          'auth.emailLink.androidMinimumVersion',
          text(linkIn.androidMinimumVersion),
          link.androidMinimumVersion,
        ),
        iosBundleId: fallback('auth.emailLink.iosBundleId', text(linkIn.iosBundleId), link.iosBundleId),
      },
    },
  };
}

/**
 * The runtime config: from the page itself when the site server put it there (one round trip less on
 * a slow connection), else fetched; an unreachable or broken file means defaults, with a warning.
 */
export async function loadRuntimeConfig(
  fetchImpl: typeof fetch = fetch,
  doc: Document | null = globalThis.document ?? null,
): Promise<RuntimeConfig> {
  const inline = doc?.getElementById('runtime-config')?.textContent;
  if (inline) {
    try {
      return parseRuntimeConfig(JSON.parse(inline));
    } catch (error) {
      console.warn(`runtime-config: the copy in the page is not valid JSON (${String(error)}); fetching ${CONFIG_URL}.`);
    }
  }
  try {
    const response = await fetchImpl(CONFIG_URL, { cache: 'no-cache' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return parseRuntimeConfig(await response.json());
  } catch (error) {
    console.warn(`runtime-config: could not read ${CONFIG_URL} (${String(error)}); using development defaults.`);
    return parseRuntimeConfig({}, () => undefined);
  }
}
