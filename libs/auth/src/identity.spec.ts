import { describe, expect, it, vi } from 'vitest';
import { createIdentityStore } from './identity.js';

describe('identity store', () => {
  it('starts loading, notifies subscribers of changes, and stops after unsubscribe', () => {
    const store = createIdentityStore();
    expect(store.get()).toEqual({ status: 'loading' });
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.set({ status: 'anonymous' });
    expect(listener).toHaveBeenCalledWith({ status: 'anonymous' });
    unsubscribe();
    store.set({ status: 'signed-in', user: { uid: 'u1', email: null, displayName: null }, role: 'admin', lookupFailed: false });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.get().status).toBe('signed-in');
  });
});
