import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeStreams, installFakeApi } from '@sla/data/fakes';
import { useMessageArrivals } from './useMessageArrivals.js';

describe('useMessageArrivals', () => {
  it('calls back for a message in its thread only, not for role changes or other threads, until unmounted', () => {
    const streams = fakeStreams();
    installFakeApi({}, streams);
    const onArrival = vi.fn();
    const { unmount } = renderHook(() => useMessageArrivals('alumni', 'c-1', onArrival));
    streams.send('followRoleChanges', { role: 'alumni' });
    streams.send('followRoleChanges', { message: { kind: 'alumni', threadId: 'c-2' } });
    streams.send('followRoleChanges', { message: { kind: 'mentor', threadId: 'c-1' } });
    expect(onArrival).not.toHaveBeenCalled();
    streams.send('followRoleChanges', { message: { kind: 'alumni', threadId: 'c-1' } });
    expect(onArrival).toHaveBeenCalledWith({ kind: 'alumni', threadId: 'c-1' });
    unmount();
    streams.send('followRoleChanges', { message: { kind: 'alumni', threadId: 'c-1' } });
    expect(onArrival).toHaveBeenCalledTimes(1);
  });

  it('calls back for any thread of its kind when given none, and once the stream is back after a drop', () => {
    const streams = fakeStreams();
    installFakeApi({}, streams);
    const onArrival = vi.fn();
    renderHook(() => useMessageArrivals('mentor', null, onArrival));
    streams.state('followRoleChanges', 'live');
    expect(onArrival).not.toHaveBeenCalled();
    streams.send('followRoleChanges', { message: { kind: 'mentor', threadId: 'm-9' } });
    expect(onArrival).toHaveBeenLastCalledWith({ kind: 'mentor', threadId: 'm-9' });
    streams.state('followRoleChanges', 'reconnecting');
    streams.state('followRoleChanges', 'live');
    expect(onArrival).toHaveBeenLastCalledWith(null);
    expect(onArrival).toHaveBeenCalledTimes(2);
  });
});
