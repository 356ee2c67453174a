import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { deferred, page } from '@sla/data/fakes';
import type { Page } from '@sla/data';
import { useLivePages } from './useLivePages.js';

type Query = { status?: string; cursor?: string; limit?: number };

describe('useLivePages', () => {
  it('refreshes as many rows as are shown, without a loading state, keeping the pages loaded', async () => {
    const fetchPage = vi
      .fn<(query: Query) => Promise<Page<string>>>()
      .mockResolvedValueOnce(page(['a', 'b'], 'c2'))
      .mockResolvedValueOnce(page(['c'], null))
      .mockResolvedValueOnce(page(['new', 'a', 'b', 'c'], null));
    const { result } = renderHook(() => useLivePages(fetchPage, { status: 'submitted' }));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.status === 'ready' && result.current.items).toEqual(['a', 'b', 'c']));

    act(() => result.current.refresh());
    expect(result.current.status).toBe('ready');
    await waitFor(() => expect(result.current.status === 'ready' && result.current.items).toEqual(['new', 'a', 'b', 'c']));
    expect(fetchPage).toHaveBeenLastCalledWith({ status: 'submitted', limit: 25 });
    expect(fetchPage.mock.calls[1]?.[0]).toEqual({ status: 'submitted', cursor: 'c2' });
  });

  it('drops a refresh overtaken by a newer one', async () => {
    const first = deferred<Page<string>>();
    const second = deferred<Page<string>>();
    const fetchPage = vi
      .fn<(query: Query) => Promise<Page<string>>>()
      .mockResolvedValueOnce(page(['a'], null))
      .mockReturnValueOnce(first.promise)
      .mockReturnValueOnce(second.promise);
    const { result } = renderHook(() => useLivePages(fetchPage, {}));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    act(() => result.current.refresh());
    act(() => result.current.refresh());
    await act(async () => second.resolve(page(['newest'], null)));
    await act(async () => first.resolve(page(['older'], null)));
    expect(result.current.status === 'ready' && result.current.items).toEqual(['newest']);
  });

  it('keeps the rows shown when a refresh fails', async () => {
    const fetchPage = vi
      .fn<(query: Query) => Promise<Page<string>>>()
      .mockResolvedValueOnce(page(['a'], null))
      .mockRejectedValueOnce(new Error('offline'));
    const { result } = renderHook(() => useLivePages(fetchPage, {}));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    await act(async () => result.current.refresh());
    expect(result.current.status === 'ready' && result.current.items).toEqual(['a']);
  });
});
