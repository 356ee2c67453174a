import { useState } from 'react';
import { errorMessage, isDataError, type DirectoryFacets } from '@sla/data';
import { t } from '@sla/i18n';
import { useSearchParams } from '@sla/router';
import { ErrorPanel, Loading } from '@sla/ui';
import { CARD_BASE, DIRECTORY_LOADERS, type DirectoryAudience } from './directoryAudience.js';
import {
  directoryQueryOf,
  filtersFromParams,
  filtersToParams,
  isFiltered,
  NO_FILTERS,
  type DirectoryFilters,
} from './directoryFilters.js';
import { DirectoryFilterPanel } from './DirectoryFilterPanel.js';
import { alumniCount, DirectoryResults } from './DirectoryResults.js';
import { DirectorySearch } from './DirectorySearch.js';
import { useDirectoryList } from './useDirectoryList.js';
import './directory.css';

/** A refused search (400): its words go under the search box instead of an error panel. */
function searchProblem(error: unknown): string | null {
  if (!isDataError(error) || error.code !== 'invalid_input') return null;
  return error.fieldErrors.q ?? Object.values(error.fieldErrors)[0] ?? error.message;
}

/**
 * The searchable list of alumni, the same for members and for staff: `audience` says whose list it loads and where
 * its cards lead, and gives staff their filter for hidden profiles. The search and filters live in the address, so
 * Back and a shared link show the same list.
 */
export function DirectoryView({ audience }: { audience: DirectoryAudience }) {
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const staff = audience === 'staff';
  const list = useDirectoryList(DIRECTORY_LOADERS[audience], directoryQueryOf(filters, staff));
  // The counts stay beside the filters while the next search loads (or is refused), so the filters do not jump.
  const [lastFacets, setLastFacets] = useState<DirectoryFacets | null>(null);
  if (list.status === 'ready' && list.facets !== lastFacets) setLastFacets(list.facets);
  const facets = list.status === 'ready' ? list.facets : lastFacets;

  const show = (next: DirectoryFilters, replace = false) => setParams((current) => filtersToParams(next, current), { replace });
  // The panel's "Clear all filters" keeps the search, as search pages do; the empty list's button starts over.
  const clearFilters = () => show({ ...NO_FILTERS, q: filters.q });
  const startOver = () => show(NO_FILTERS);
  const problem = list.status === 'error' ? searchProblem(list.error) : null;
  const base = CARD_BASE[audience];

  return (
    <div className="directory">
      <DirectorySearch
        value={filters.q}
        // The schema's and the service's words, in the page's language where a catalogue has them.
        error={problem === null ? null : t(problem)}
        // Typing replaces the address; Enter is a step Back can return to.
        onSearch={(q, now) => show({ ...filters, q }, !now)}
      />
      <div className="directory__layout">
        <DirectoryFilterPanel
          filters={filters}
          facets={facets}
          withHidden={staff}
          onChange={(next) => show(next)}
          onClear={clearFilters}
        />
        <div className="directory__results">
          <p className="directory__count" role="status" aria-live="polite">
            {list.status === 'ready' ? alumniCount(list.total) : ''}
          </p>
          {list.status === 'loading' ? <Loading label={t('Loading alumni…')} /> : null}
          {list.status === 'error' && !problem ? (
            <ErrorPanel title={t('The directory could not be loaded')} onRetry={list.retry}>
              <p>{t(errorMessage(list.error))}</p>
            </ErrorPanel>
          ) : null}
          {list.status === 'error' && problem ? (
            <p className="directory__empty">{t('Change the search to see alumni.')}</p>
          ) : null}
          {list.status === 'ready' && list.items.length === 0 ? (
            <div className="directory__empty">
              {isFiltered(filters) ? (
                <>
                  <p>{t('No alumni match your search and filters.')}</p>
                  <button type="button" className="button button--outline" onClick={startOver}>
                    {t('Clear the search and filters')}
                  </button>
                </>
              ) : (
                <p>{staff ? t('There are no alumni profiles yet.') : t('No alumni are listed in the directory yet.')}</p>
              )}
            </div>
          ) : null}
          {list.status === 'ready' && list.items.length > 0 ? (
            <DirectoryResults
              items={list.items}
              total={list.total}
              hrefOf={(uid) => `${base}/${encodeURIComponent(uid)}`}
              hasMore={list.nextCursor !== null}
              loadingMore={list.loadingMore}
              moreError={list.moreError}
              onMore={list.loadMore}
            />
          ) : null}
        </div>
      </div>
    </div>
  );
}
