import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { deferred } from '@sla/data/fakes';
import { useLoad } from './useLoad.js';

describe('useLoad', () => {
  it('is loading, then ready with what the load answered', async () => {
    const { result } = renderHook(() => useLoad(() => Promise.resolve('the answer'), []));
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', value: 'the answer' }));
  });

  it('fails with the error, and loads again on retry', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce('back');
    const { result } = renderHook(() => useLoad(load, []));
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current).toMatchObject({ error: new Error('down') });
    act(() => result.current.retry());
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', value: 'back' }));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('fails, rather than crashing the screen, when the load throws before returning a promise', async () => {
    const { result } = renderHook(() =>
      useLoad((): Promise<string> => {
        throw new URIError('URI malformed');
      }, []),
    );
    await waitFor(() => expect(result.current).toMatchObject({ status: 'error', error: new URIError('URI malformed') }));
  });

  it('loads again when a dependency changes, and drops the answer for the old one', async () => {
    const answers = { a: deferred<string>(), b: deferred<string>() };
    const { result, rerender } = renderHook(({ id }: { id: 'a' | 'b' }) => useLoad(() => answers[id].promise, [id]), {
      initialProps: { id: 'a' },
    });
    rerender({ id: 'b' });
    await act(async () => answers.a.resolve('late answer for a'));
    expect(result.current.status).toBe('loading');
    await act(async () => answers.b.resolve('answer for b'));
    expect(result.current).toMatchObject({ status: 'ready', value: 'answer for b' });
  });

  it('is loading again, not showing the old value, as soon as a dependency changes', async () => {
    const pending = new Promise<string>(() => {});
    const { result, rerender } = renderHook(
      ({ id }: { id: string }) => useLoad(() => (id === 'a' ? Promise.resolve('value for a') : pending), [id]),
      { initialProps: { id: 'a' } },
    );
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', value: 'value for a' }));
    rerender({ id: 'b' });
    expect(result.current.status).toBe('loading');
  });

  it('replaces the loaded value, e.g. with what an action returned', async () => {
    const { result } = renderHook(() => useLoad(() => Promise.resolve({ name: 'before' }), []));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    act(() => result.current.replace({ name: 'after' }));
    expect(result.current).toMatchObject({ status: 'ready', value: { name: 'after' } });
  });

  it('loads nothing while there is nothing to load', async () => {
    const load = vi.fn(() => Promise.resolve('x'));
    const { result, rerender } = renderHook(({ ready }: { ready: boolean }) => useLoad(ready ? load : null, []), {
      initialProps: { ready: false },
    });
    await act(async () => undefined);
    expect(result.current.status).toBe('loading');
    expect(load).not.toHaveBeenCalled();
    rerender({ ready: true });
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', value: 'x' }));
  });
});
