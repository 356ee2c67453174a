import { useSyncExternalStore } from 'react';
import { identityStore, type Identity } from './identity.js';

/** The current identity, re-rendering on every change. */
export function useIdentity(): Identity {
  return useSyncExternalStore(identityStore.subscribe, identityStore.get, identityStore.get);
}
