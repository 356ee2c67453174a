import { useEffect, useRef, useState } from 'react';
import type { Category, ContentStatus } from '@sla/data';
import { Field, FilterSelect } from '@sla/forms';
import { t } from '@sla/i18n';
import type { PostFilters } from './postFilters.js';
import { STATUS_LABELS } from './statusLabels.js';

/** How long the search waits after the last key before the list follows it. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The filters above the post list: status, category and a search that applies once typing pauses
 * (or at once with Enter).
 */
export function PostFiltersBar({
  filters,
  onChange,
  categories,
}: {
  filters: PostFilters;
  onChange: (next: PostFilters) => void;
  /** null while loading or when they could not be loaded: the filter then offers only "All categories". */
  categories: readonly Category[] | null;
}) {
  const [search, setSearch] = useState(filters.q);
  // The URL may change the search from outside (Back, Clear filters): the box follows it.
  const [shownQ, setShownQ] = useState(filters.q);
  if (filters.q !== shownQ) {
    setShownQ(filters.q);
    setSearch(filters.q);
  }

  // The latest filters and handler, so a list refreshing meanwhile does not restart the pause.
  const latest = useRef({ filters, onChange });
  useEffect(() => {
    latest.current = { filters, onChange };
  });
  useEffect(() => {
    if (search.trim() === filters.q.trim()) return;
    const timer = setTimeout(() => latest.current.onChange({ ...latest.current.filters, q: search }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search, filters.q]);

  const categoryLabels: Record<string, string> = Object.fromEntries((categories ?? []).map((each) => [each.id, each.name]));
  if (filters.categoryId && !categoryLabels[filters.categoryId]) categoryLabels[filters.categoryId] = t('The chosen category');
  const statusLabels = Object.fromEntries(Object.entries(STATUS_LABELS).map(([status, label]) => [status, t(label)])) as Record<
    ContentStatus,
    string
  >;

  return (
    <div className="toolbar" role="search" aria-label={t('Filter posts')}>
      <FilterSelect<ContentStatus | ''>
        label={t('Status')}
        value={filters.status}
        all={t('All statuses')}
        labels={statusLabels}
        onChange={(status) => onChange({ ...filters, status })}
      />
      <FilterSelect<string>
        label={t('Category')}
        value={filters.categoryId}
        all={t('All categories')}
        labels={categoryLabels}
        onChange={(categoryId) => onChange({ ...filters, categoryId })}
      />
      <Field label={t('Search titles')} className="toolbar__grow">
        {(control) => (
          <input
            {...control}
            type="search"
            autoComplete="off"
            maxLength={200}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') onChange({ ...filters, q: search });
            }}
          />
        )}
      </Field>
    </div>
  );
}
