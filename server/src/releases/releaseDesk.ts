import { resolve } from 'node:path';
import {
  localReleaseStore,
  previewSecret,
  releaseKeys,
  releaseStoreRoot,
  shellProvides,
  type ReleaseStore,
  type ShellOffers,
} from '@sla/releases';

/**
 * What the release operations work with (decision 0031): the store the site server serves, each team's key, the secret
 * preview links are signed with, and what the deployed shell offers portals (the compatibility gate's fallback while
 * no shell release is live).
 */
export interface ReleaseDesk {
  store: ReleaseStore;
  /** RELEASE_KEY_<PROJECT> by project; a project without one cannot be released through the service. */
  keys: Record<string, string>;
  /** Null: preview links are off (no RELEASE_PREVIEW_SECRET outside development). */
  previewSecret: string | null;
  deployedShell(): Promise<ShellOffers>;
}

/**
 * The desk from the environment: the store at RELEASE_STORE_DIR or `<DEPLOY_ROOT or dist>/releases` under the folder
 * the service runs in (the checkout, as `npm start` and the production start run it), as the site server finds it.
 */
export function releaseDeskFrom(
  env: NodeJS.ProcessEnv,
  { development, warn = console.warn }: { development: boolean; warn?: (message: string) => void },
): ReleaseDesk {
  const checkout = process.cwd();
  let offers: Promise<ShellOffers> | null = null;
  return {
    store: localReleaseStore(releaseStoreRoot(env, resolve(checkout, env.DEPLOY_ROOT || 'dist'))),
    keys: releaseKeys(env, warn),
    previewSecret: previewSecret(env, { development, warn }),
    // Read once; a failure is not kept, so the next release command tries again.
    deployedShell: () =>
      (offers ??= shellProvides(checkout).catch((error) => {
        offers = null;
        throw error;
      })),
  };
}
