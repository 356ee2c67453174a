import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAnnouncer } from './useAnnouncer.js';

describe('useAnnouncer', () => {
  it('changes the message even when the same words come twice, so they are read out again', () => {
    const { result } = renderHook(() => useAnnouncer());
    expect(result.current.message).toBe('');
    act(() => result.current.announce('Moved News to position 2 of 5.'));
    const first = result.current.message;
    act(() => result.current.announce('Moved News to position 2 of 5.'));
    expect(first.trim()).toBe('Moved News to position 2 of 5.');
    expect(result.current.message.trim()).toBe('Moved News to position 2 of 5.');
    expect(result.current.message).not.toBe(first);
  });
});
