import type { EventHub } from '../live/eventHub.js';
import type { ProfileCache } from './profileCache.js';

/** The hub channel on which instances tell each other to forget a profile they may keep (decision 0033). */
export const FORGET_PROFILE_CHANNEL = 'profile-forget';

/**
 * `cache`, whose forget(uid) reaches every instance through `hub` (LISTEN/NOTIFY on PostgreSQL): a role change, a
 * suspension or a deletion made on one instance is acted on by all within the hub's delay, not only once their copy
 * expires. This instance forgets at once (the hub tells its own subscribers during publish).
 */
export function profilesForgottenEverywhere(cache: ProfileCache, hub: EventHub): ProfileCache {
  hub.subscribe(FORGET_PROFILE_CHANNEL, (event) => cache.forget((event.data as { uid: string }).uid));
  // Events may have been missed for good: nothing kept can be trusted.
  hub.onGap(() => cache.forgetAll());
  return {
    get ttlMs() {
      return cache.ttlMs;
    },
    get size() {
      return cache.size;
    },
    read: (uid, read) => cache.read(uid, read),
    forget: (uid) => void hub.publish(FORGET_PROFILE_CHANNEL, { uid }),
    forgetAll: () => cache.forgetAll(),
  };
}
