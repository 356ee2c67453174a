import { auth, configureAuth, identityStore, startSession } from '@sla/auth';
import { api, configureData, createHttpDataClient, orNull, routes } from '@sla/data';
import { activeLocale } from '@sla/i18n';
import type { RuntimeConfig } from '../config/runtimeConfig.js';

/**
 * Wires the two shared singletons together at start: the data client signs its requests with the
 * session's ID token, and the session reads and creates profiles through the data client. Portals
 * import the same singletons and so share this one wiring.
 */
export function connectIdentity(config: RuntimeConfig): void {
  configureData(createHttpDataClient({ baseUrl: config.apiBaseUrl, getToken: () => auth.getIdToken() }));
  configureAuth(config.auth, {
    loadRole: async () => (await orNull(api(routes.getOwnProfile)))?.role ?? null,
    // A new account reads the site in the language of the page it signed up on.
    ensureProfile: async (input) => {
      await api(routes.createOwnProfile, { body: { ...input, locale: activeLocale() } });
    },
  });
  startSession();
  // Role changes are followed once someone signs in; the public pages never load the stream reader.
  const stop = identityStore.subscribe((identity) => {
    if (identity.status !== 'signed-in') return;
    stop();
    import('./followRoleChanges.js').then(
      (module) => module.followRoleChanges(),
      (error) => console.error('[auth] role changes cannot be followed', error),
    );
    import('../language/savedLanguage.js')
      .then((module) => module.followSavedLanguage())
      .catch((error: unknown) => console.warn('[language] the saved language could not be read', error));
  });
}
