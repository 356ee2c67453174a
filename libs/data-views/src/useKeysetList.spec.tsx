import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { deferred, page } from '@sla/data/fakes';
import type { Page } from '@sla/data';
import { useKeysetList } from './useKeysetList.js';

type Query = { q: string; cursor?: string };

const itemsOf = (list: { status: string; items?: string[] }) => (list.status === 'ready' ? list.items : null);

describe('useKeysetList', () => {
  it('loads the first page, then appends the next one with its cursor', async () => {
    const fetchPage = vi.fn((query: Query) => Promise.resolve(query.cursor ? page(['c'], null) : page(['a', 'b'], 'after-b')));
    const { result } = renderHook(() => useKeysetList(fetchPage, { q: 'x' }));
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(itemsOf(result.current)).toEqual(['a', 'b']));
    act(() => result.current.loadMore());
    await waitFor(() => expect(itemsOf(result.current)).toEqual(['a', 'b', 'c']));
    expect(fetchPage).toHaveBeenLastCalledWith({ q: 'x', cursor: 'after-b' });
  });

  it('refreshes the first page in place: the rows stay on screen until the new ones arrive', async () => {
    const second = deferred<Page<string>>();
    const fetchPage = vi
      .fn<(query: Query) => Promise<Page<string>>>()
      .mockResolvedValueOnce(page(['a']))
      .mockReturnValueOnce(second.promise);
    const { result } = renderHook(() => useKeysetList(fetchPage, { q: '' }));
    await waitFor(() => expect(itemsOf(result.current)).toEqual(['a']));

    act(() => result.current.refresh());
    expect(result.current.status).toBe('ready');
    expect(itemsOf(result.current)).toEqual(['a']);
    await act(async () => second.resolve(page(['new', 'a'])));
    expect(itemsOf(result.current)).toEqual(['new', 'a']);
    expect(fetchPage).toHaveBeenCalledTimes(2);
    expect(fetchPage).toHaveBeenLastCalledWith({ q: '' });
  });

  it('keeps only the latest refresh when answers arrive out of order, and keeps the rows when one fails', async () => {
    const first = deferred<Page<string>>();
    const second = deferred<Page<string>>();
    const third = deferred<Page<string>>();
    const fetchPage = vi
      .fn<(query: Query) => Promise<Page<string>>>()
      .mockResolvedValueOnce(page(['a']))
      .mockReturnValueOnce(first.promise)
      .mockReturnValueOnce(second.promise)
      .mockReturnValueOnce(third.promise);
    const { result } = renderHook(() => useKeysetList(fetchPage, { q: '' }));
    await waitFor(() => expect(itemsOf(result.current)).toEqual(['a']));

    act(() => result.current.refresh());
    act(() => result.current.refresh());
    await act(async () => second.resolve(page(['newest'])));
    await act(async () => first.resolve(page(['older'])));
    expect(itemsOf(result.current)).toEqual(['newest']);

    act(() => result.current.refresh());
    await act(async () => third.reject(new Error('offline')));
    expect(itemsOf(result.current)).toEqual(['newest']);
  });

  it('does not append a next page asked for before a refresh to the refreshed rows', async () => {
    const next = deferred<Page<string>>();
    const fetchPage = vi
      .fn<(query: Query) => Promise<Page<string>>>()
      .mockResolvedValueOnce(page(['a'], 'after-a'))
      .mockReturnValueOnce(next.promise)
      .mockResolvedValueOnce(page(['fresh', 'a'], 'after-a'));
    const { result } = renderHook(() => useKeysetList(fetchPage, { q: '' }));
    await waitFor(() => expect(itemsOf(result.current)).toEqual(['a']));

    act(() => result.current.loadMore());
    act(() => result.current.refresh());
    await waitFor(() => expect(itemsOf(result.current)).toEqual(['fresh', 'a']));
    await act(async () => next.resolve(page(['b'])));
    expect(itemsOf(result.current)).toEqual(['fresh', 'a']);
  });

  it('drops a refresh made for a query that is no longer shown', async () => {
    const stale = deferred<Page<string>>();
    const fetchPage = vi.fn((query: Query) =>
      query.q === 'old' && fetchPage.mock.calls.length === 2 ? stale.promise : Promise.resolve(page([query.q])),
    );
    const { result, rerender } = renderHook(({ q }: { q: string }) => useKeysetList(fetchPage, { q }), {
      initialProps: { q: 'old' },
    });
    await waitFor(() => expect(itemsOf(result.current)).toEqual(['old']));
    act(() => result.current.refresh());
    rerender({ q: 'new' });
    await waitFor(() => expect(itemsOf(result.current)).toEqual(['new']));
    await act(async () => stale.resolve(page(['stale'])));
    expect(itemsOf(result.current)).toEqual(['new']);
  });
});
