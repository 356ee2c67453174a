import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { Page } from '@sla/data';
import type { KeysetList } from '@sla/data-views';

type Shown<T> =
  { key: string; status: 'ready'; items: T[]; nextCursor: string | null } | { key: string; status: 'error'; error: unknown };
type More = { key: string; status: 'loading' } | { key: string; status: 'error'; error: unknown };

/** The fewest and most rows one refresh asks for: at least a page, at most the services' page limit. */
const REFRESH_MIN = 25;
const REFRESH_LIMIT = 100;

/**
 * A keyset-paged list (the shape KeysetTable and KeysetListFooter take) that can also `refresh`: load
 * again, behind the rows shown, as many rows as are shown, and swap them in, so a list following other
 * editors' changes neither flashes "Loading…" nor loses the pages already loaded. Answers for an older
 * query, attempt or refresh are dropped. `fetchPage` must be stable (a module-level function).
 */
export function useLivePages<T, Q extends object>(
  fetchPage: (query: Q & { cursor?: string; limit?: number }) => Promise<Page<T>>,
  query: Q,
): KeysetList<T> & { refresh: () => void } {
  const queryKey = JSON.stringify(query);
  const [attempt, setAttempt] = useState(0);
  const key = `${attempt}|${queryKey}`;
  const [shown, setShown] = useState<Shown<T> | null>(null);
  const [more, setMore] = useState<More | null>(null);
  const refreshes = useRef(0);
  const current = useRef(shown);
  // Before anything else can run (a change arriving just after the rows appear must find them): a passive effect
  // left a moment where refresh() still saw "loading" and dropped the change.
  useLayoutEffect(() => {
    current.current = shown;
  });

  useEffect(() => {
    let live = true;
    refreshes.current += 1;
    fetchPage(JSON.parse(queryKey) as Q).then(
      (page) => {
        if (live) setShown({ key, status: 'ready', items: page.items, nextCursor: page.nextCursor });
      },
      (error: unknown) => {
        if (live) setShown({ key, status: 'error', error });
      },
    );
    return () => {
      live = false;
    };
  }, [fetchPage, key, queryKey]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const update = useCallback(
    (change: (item: T) => T) =>
      setShown((prev) => (prev?.status === 'ready' ? { ...prev, items: prev.items.map(change) } : prev)),
    [],
  );
  const refresh = useCallback(() => {
    const now = current.current;
    if (now?.key !== key || now.status !== 'ready') return;
    refreshes.current += 1;
    const mine = refreshes.current;
    const limit = Math.min(Math.max(now.items.length, REFRESH_MIN), REFRESH_LIMIT);
    fetchPage({ ...(JSON.parse(queryKey) as Q), limit }).then(
      (page) => {
        if (mine !== refreshes.current) return;
        setShown((prev) => (prev?.key === key ? { key, status: 'ready', items: page.items, nextCursor: page.nextCursor } : prev));
      },
      // The rows shown stay; the live badge already says when the list may be behind.
      () => {},
    );
  }, [fetchPage, key, queryKey]);

  const moreNow = more?.key === key ? more : null;
  const loadingMore = moreNow?.status === 'loading';
  const moreError = moreNow?.status === 'error' ? moreNow.error : null;
  const common = { retry, update, refresh, loadingMore, moreError };

  if (!shown || shown.key !== key) return { ...common, status: 'loading', loadMore: () => {} };
  if (shown.status === 'error') return { ...common, status: 'error', error: shown.error, loadMore: () => {} };

  const cursor = shown.nextCursor;
  const loadMore = () => {
    if (!cursor || loadingMore) return;
    // A refresh on its way would answer with the rows before this page: it is outdated now.
    refreshes.current += 1;
    setMore({ key, status: 'loading' });
    fetchPage({ ...(JSON.parse(queryKey) as Q), cursor }).then(
      (page) => {
        setShown((prev) =>
          prev?.key === key && prev.status === 'ready'
            ? { ...prev, items: [...prev.items, ...page.items], nextCursor: page.nextCursor }
            : prev,
        );
        setMore((prev) => (prev?.key === key ? null : prev));
      },
      (error: unknown) => setMore((prev) => (prev?.key === key ? { key, status: 'error', error } : prev)),
    );
  };
  return { ...common, status: 'ready', items: shown.items, nextCursor: shown.nextCursor, loadMore };
}
