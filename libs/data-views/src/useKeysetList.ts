import { useCallback, useEffect, useRef, useState } from 'react';
import type { Page } from '@sla/data';
import { started } from './started.js';

/** `round` counts refreshes, so a next page asked for before one is not appended to the rows that replaced it. */
type Loaded<T> =
  | { key: string; status: 'ready'; items: T[]; nextCursor: string | null; round: number }
  | { key: string; status: 'error'; error: unknown };

type More = { key: string; status: 'loading' } | { key: string; status: 'error'; error: unknown };

export type KeysetList<T> = {
  /** Loads the first page again (after an error). */
  retry: () => void;
  /**
   * Loads the first page again while the rows stay on screen (no "Loading…"), then shows it in their place:
   * for a list that follows changes made elsewhere. Pages added with Load more give way to the fresh first page.
   */
  refresh: () => void;
  /** Appends the next page, using the last page's cursor. */
  loadMore: () => void;
  /** Replaces rows in place, e.g. after one of them was edited. */
  update: (change: (item: T) => T) => void;
  loadingMore: boolean;
  moreError: unknown;
} & ({ status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; items: T[]; nextCursor: string | null });

/**
 * A keyset-paginated list: the first page for `query` (reloaded whenever the query changes), then
 * further pages appended with `nextCursor`. `fetchPage` must be stable (a module-level function).
 * Answers for a query that is no longer current are dropped.
 */
export function useKeysetList<T, Q extends object>(
  fetchPage: (query: Q & { cursor?: string }) => Promise<Page<T>>,
  query: Q,
): KeysetList<T> {
  const queryKey = JSON.stringify(query);
  const [attempt, setAttempt] = useState(0);
  const key = `${attempt}|${queryKey}`;
  const [loaded, setLoaded] = useState<Loaded<T> | null>(null);
  const [more, setMore] = useState<More | null>(null);
  // What refresh reloads, read when it is called rather than when it was made, so it can stay one stable function.
  const current = useRef({ key, queryKey });
  const refreshes = useRef(0);

  useEffect(() => {
    current.current = { key, queryKey };
    let live = true;
    started(() => fetchPage(JSON.parse(queryKey) as Q)).then(
      (page) => {
        if (live) setLoaded({ key, status: 'ready', items: page.items, nextCursor: page.nextCursor, round: 0 });
      },
      (error: unknown) => {
        if (live) setLoaded({ key, status: 'error', error });
      },
    );
    return () => {
      live = false;
    };
  }, [fetchPage, key, queryKey]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const refresh = useCallback(() => {
    const { key: startKey, queryKey: startQuery } = current.current;
    const number = ++refreshes.current;
    started(() => fetchPage(JSON.parse(startQuery) as Q)).then(
      (page) => {
        // Only the latest refresh counts: an older answer arriving late would show older rows.
        if (number !== refreshes.current) return;
        setLoaded((prev) =>
          prev?.key === startKey
            ? {
                key: startKey,
                status: 'ready',
                items: page.items,
                nextCursor: page.nextCursor,
                round: prev.status === 'ready' ? prev.round + 1 : 1,
              }
            : prev,
        );
        setMore((prev) => (prev?.key === startKey ? null : prev));
      },
      // The rows shown stay; the next change (or Retry after a reload) brings the list up to date.
      () => undefined,
    );
  }, [fetchPage]);
  const update = useCallback(
    (change: (item: T) => T) =>
      setLoaded((prev) => (prev?.status === 'ready' ? { ...prev, items: prev.items.map(change) } : prev)),
    [],
  );

  const moreNow = more?.key === key ? more : null;
  const loadingMore = moreNow?.status === 'loading';
  const moreError = moreNow?.status === 'error' ? moreNow.error : null;
  const common = { retry, refresh, update, loadingMore, moreError };

  if (!loaded || loaded.key !== key) return { ...common, status: 'loading', loadMore: () => {} };
  if (loaded.status === 'error') return { ...common, status: 'error', error: loaded.error, loadMore: () => {} };

  const cursor = loaded.nextCursor;
  const round = loaded.round;
  const loadMore = () => {
    if (!cursor || loadingMore) return;
    const startKey = key;
    setMore({ key: startKey, status: 'loading' });
    started(() => fetchPage({ ...(JSON.parse(queryKey) as Q), cursor })).then(
      (page) => {
        setLoaded((prev) =>
          prev?.key === startKey && prev.status === 'ready' && prev.round === round
            ? { ...prev, items: [...prev.items, ...page.items], nextCursor: page.nextCursor }
            : prev,
        );
        setMore((prev) => (prev?.key === startKey ? null : prev));
      },
      (error: unknown) => setMore((prev) => (prev?.key === startKey ? { key: startKey, status: 'error', error } : prev)),
    );
  };
  return { ...common, status: 'ready', items: loaded.items, nextCursor: loaded.nextCursor, loadMore };
}
