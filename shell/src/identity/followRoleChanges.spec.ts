import { afterEach, describe, expect, it, vi } from 'vitest';
import { auth, identityStore, type SignedInUser } from '@sla/auth';
import { configureData } from '@sla/data';
import { fakeStreams, installFakeApi } from '@sla/data/fakes';
import { followRoleChanges } from './followRoleChanges.js';

afterEach(() => {
  configureData(null);
  vi.restoreAllMocks();
});

describe('followRoleChanges', () => {
  it('refreshes the identity on a role event of the own stream, not on a message event', () => {
    const streams = fakeStreams();
    installFakeApi({}, streams);
    const refresh = vi.spyOn(auth, 'refreshIdentity').mockResolvedValue();
    identityStore.set({ status: 'signed-in', user: { uid: 'ada' } as SignedInUser, role: 'alumni', lookupFailed: false });
    followRoleChanges();
    expect(streams.follow).toHaveBeenCalledTimes(1);
    streams.send('followRoleChanges', { message: { kind: 'alumni', threadId: 'c-1' } });
    expect(refresh).not.toHaveBeenCalled();
    streams.send('followRoleChanges', { role: 'staff' });
    expect(refresh).toHaveBeenCalledTimes(1);
    identityStore.set({ status: 'anonymous' });
  });
});
