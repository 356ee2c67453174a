import { useState } from 'react';
import type { AlumniCard, DirectoryFacets, DirectoryPage } from '@sla/data';
import type { DirectoryQuery } from '@sla/contract/schemas';
import { useLoad } from '@sla/data-views';

/** Loads one page of a directory: the members' one or staff's (a module-level function, so it stays the same). */
export type DirectoryLoader = (query: DirectoryQuery) => Promise<DirectoryPage>;

/** Pages added with "Show more" after one first page (`base`): what they added, and how the last one went. */
interface More {
  base: DirectoryPage;
  items: AlumniCard[];
  nextCursor: string | null;
  loading: boolean;
  error: unknown;
}

export type DirectoryList = { retry: () => void } & (
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | {
      status: 'ready';
      items: AlumniCard[];
      nextCursor: string | null;
      total: number;
      facets: DirectoryFacets;
      loadMore: () => void;
      loadingMore: boolean;
      moreError: unknown;
    }
);

/**
 * The directory for one search: its first page with the total and the filter counts, then further pages appended
 * with the keyset cursor. A new search starts again from its first page, and pages of an older search are dropped.
 */
export function useDirectoryList(load: DirectoryLoader, query: DirectoryQuery): DirectoryList {
  const key = JSON.stringify(query);
  const first = useLoad(() => load(JSON.parse(key) as DirectoryQuery), [load, key]);
  const [more, setMore] = useState<More | null>(null);
  const { retry } = first;

  if (first.status === 'loading') return { status: 'loading', retry };
  if (first.status === 'error') return { status: 'error', error: first.error, retry };

  const page = first.value;
  // Tied to the first page they follow: a new search, or the same one loaded again, starts without them.
  const added = more?.base === page ? more : null;
  const items = added ? [...page.items, ...added.items] : page.items;
  const nextCursor = added ? added.nextCursor : page.nextCursor;

  const loadMore = () => {
    if (!nextCursor || added?.loading) return;
    setMore({ base: page, items: added?.items ?? [], nextCursor, loading: true, error: null });
    load({ ...(JSON.parse(key) as DirectoryQuery), cursor: nextCursor }).then(
      (next) =>
        setMore((prev) =>
          prev?.base === page
            ? { base: page, items: [...prev.items, ...next.items], nextCursor: next.nextCursor, loading: false, error: null }
            : prev,
        ),
      (error: unknown) => setMore((prev) => (prev?.base === page ? { ...prev, loading: false, error } : prev)),
    );
  };

  return {
    status: 'ready',
    items,
    nextCursor,
    total: page.total,
    facets: page.facets,
    loadMore,
    loadingMore: added?.loading ?? false,
    moreError: added?.error ?? null,
    retry,
  };
}
