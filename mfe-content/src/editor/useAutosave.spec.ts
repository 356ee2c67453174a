import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred } from '@sla/data/fakes';
import { useAutosave } from './useAutosave.js';

type Props = { values: { body: string }; enabled?: boolean };

function setup(save: (values: { body: string }) => Promise<unknown>, initial: Props = { values: { body: 'loaded' } }) {
  return renderHook(({ values, enabled = true }: Props) => useAutosave(values, save, { delayMs: 3000, enabled }), {
    initialProps: initial,
  });
}

describe('useAutosave', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('takes the first values as saved, and saves a change once typing has paused for the delay', async () => {
    const save = vi.fn(() => Promise.resolve());
    const { result, rerender } = setup(save);
    expect(result.current.dirty).toBe(false);

    rerender({ values: { body: 'a' } });
    await act(async () => vi.advanceTimersByTime(2000));
    rerender({ values: { body: 'ab' } });
    await act(async () => vi.advanceTimersByTime(2999));
    expect(save).not.toHaveBeenCalled();
    expect(result.current.dirty).toBe(true);

    await act(async () => vi.advanceTimersByTime(1));
    expect(save).toHaveBeenCalledExactlyOnceWith({ body: 'ab' });
    expect(result.current.dirty).toBe(false);
    expect(result.current.state.status).toBe('saved');
  });

  it('never saves twice at once: a change made during a save is saved after it', async () => {
    const first = deferred<void>();
    const save = vi.fn().mockReturnValueOnce(first.promise).mockResolvedValue(undefined);
    const { result, rerender } = setup(save);

    rerender({ values: { body: 'one' } });
    await act(async () => vi.advanceTimersByTime(3000));
    expect(result.current.state.status).toBe('saving');
    rerender({ values: { body: 'two' } });
    await act(async () => vi.advanceTimersByTime(3000));
    expect(save).toHaveBeenCalledTimes(1);

    await act(async () => first.resolve());
    expect(save).toHaveBeenCalledTimes(2);
    expect(save).toHaveBeenLastCalledWith({ body: 'two' });
  });

  it('says when a save failed, and does not repeat it until the text changes', async () => {
    const save = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined);
    const { result, rerender } = setup(save);
    rerender({ values: { body: 'x' } });
    await act(async () => vi.advanceTimersByTime(3000));
    expect(result.current.state).toEqual({ status: 'failed', error: new Error('offline') });
    await act(async () => vi.advanceTimersByTime(30_000));
    expect(save).toHaveBeenCalledTimes(1);
    rerender({ values: { body: 'xy' } });
    await act(async () => vi.advanceTimersByTime(3000));
    expect(save).toHaveBeenCalledTimes(2);
  });

  it('does nothing while disabled, and counts values marked as saved as saved', async () => {
    const save = vi.fn(() => Promise.resolve());
    const { result, rerender } = setup(save, { values: { body: 'loaded' }, enabled: false });
    rerender({ values: { body: 'changed' }, enabled: false });
    await act(async () => vi.advanceTimersByTime(10_000));
    expect(save).not.toHaveBeenCalled();
    act(() => result.current.markSaved({ body: 'changed' }));
    expect(result.current.state.status).toBe('saved');
    rerender({ values: { body: 'changed' }, enabled: true });
    await act(async () => vi.advanceTimersByTime(10_000));
    expect(save).not.toHaveBeenCalled();
    expect(result.current.dirty).toBe(false);
  });

  it('saves what is not saved yet when the screen closes', async () => {
    const save = vi.fn(() => Promise.resolve());
    const { rerender, unmount } = setup(save);
    rerender({ values: { body: 'last words' } });
    unmount();
    expect(save).toHaveBeenCalledExactlyOnceWith({ body: 'last words' });
  });

  it('saves values handed over unsaved, when told what was saved last', async () => {
    const save = vi.fn(() => Promise.resolve());
    const { result } = renderHook(() => useAutosave({ body: 'typed meanwhile' }, save, { savedValues: { body: 'saved' } }));
    expect(result.current.dirty).toBe(true);
    await act(async () => vi.advanceTimersByTime(3000));
    expect(save).toHaveBeenCalledExactlyOnceWith({ body: 'typed meanwhile' });
  });
});
