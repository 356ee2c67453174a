import { useState } from 'react';
import { api, routes, type OpportunityPage, type OpportunitySummary } from '@sla/data';
import type { OpportunitiesQuery } from '@sla/contract/schemas';
import { useLoad } from '@sla/data-views';

interface More {
  base: OpportunityPage;
  items: OpportunitySummary[];
  nextCursor: string | null;
  loading: boolean;
  error: unknown;
}

export type Board = { retry: () => void } & (
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | {
      status: 'ready';
      items: OpportunitySummary[];
      nextCursor: string | null;
      loadMore: () => void;
      loadingMore: boolean;
      moreError: unknown;
    }
);

const load = (query: OpportunitiesQuery) => api(routes.listOpportunities, { query });

/**
 * The board for one search: its first page, then further pages appended with the keyset cursor. A new search starts
 * again from its first page, and pages of an older search are dropped.
 */
export function useBoard(query: OpportunitiesQuery): Board {
  const key = JSON.stringify(query);
  const first = useLoad(() => load(JSON.parse(key) as OpportunitiesQuery), [key]);
  const [more, setMore] = useState<More | null>(null);
  const { retry } = first;
  if (first.status === 'loading') return { status: 'loading', retry };
  if (first.status === 'error') return { status: 'error', error: first.error, retry };

  const page = first.value;
  const added = more?.base === page ? more : null;
  const items = added ? [...page.items, ...added.items] : page.items;
  const nextCursor = added ? added.nextCursor : page.nextCursor;
  const loadMore = () => {
    if (!nextCursor || added?.loading) return;
    setMore({ base: page, items: added?.items ?? [], nextCursor, loading: true, error: null });
    load({ ...(JSON.parse(key) as OpportunitiesQuery), cursor: nextCursor }).then(
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
    loadMore,
    loadingMore: added?.loading ?? false,
    moreError: added?.error ?? null,
    retry,
  };
}
