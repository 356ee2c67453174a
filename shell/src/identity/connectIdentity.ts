import { auth, configureAuth, startSession } from '@sla/auth';
import { configureData, createHttpDataClient, data } from '@sla/data';
import type { RuntimeConfig } from '../config/runtimeConfig.js';

/**
 * Wires the two shared singletons together at start: the data client signs its requests with the
 * session's ID token, and the session reads and creates profiles through the data client. Portals
 * import the same singletons and so share this one wiring.
 */
export function connectIdentity(config: RuntimeConfig): void {
  configureData(createHttpDataClient({ baseUrl: config.apiBaseUrl, getToken: () => auth.getIdToken() }));
  configureAuth(config.auth, {
    loadRole: async () => (await data.users.getMine())?.role ?? null,
    ensureProfile: async (input) => {
      await data.users.createMine(input);
    },
    // Loaded only once someone is signed in: the public pages never carry the stream reader.
    watchRole: (onChange) => {
      let stop: (() => void) | null = null;
      let stopped = false;
      import('@sla/data/live').then(
        ({ watchMyRole }) => {
          if (!stopped) stop = watchMyRole(onChange);
        },
        (error) => console.error('[auth] role changes cannot be followed', error),
      );
      return () => {
        stopped = true;
        stop?.();
      };
    },
  });
  startSession();
}
