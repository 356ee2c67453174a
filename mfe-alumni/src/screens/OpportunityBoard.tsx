import { errorMessage, isDataError } from '@sla/data';
import { t } from '@sla/i18n';
import { screenName } from '@sla/permissions';
import { useSearchParams } from '@sla/router';
import { ErrorPanel, Loading, Screen } from '@sla/ui';
import { PortalNav } from '../PortalNav.js';
import { BoardSearch } from '../opportunities/BoardSearch.js';
import {
  filtersFromParams,
  filtersToParams,
  isFiltered,
  NO_FILTERS,
  queryOf,
  type BoardFilters,
} from '../opportunities/boardFilters.js';
import { OpportunityCard } from '../opportunities/OpportunityCard.js';
import { OpportunityTabs } from '../opportunities/OpportunityTabs.js';
import { useBoard } from '../opportunities/useBoard.js';
import '../opportunities/opportunities.css';

/** A refused search or filter (400): its words go under the search box instead of an error panel. */
function searchProblem(error: unknown): string | null {
  if (!isDataError(error) || error.code !== 'invalid_input') return null;
  return error.fieldErrors.q ?? Object.values(error.fieldErrors)[0] ?? error.message;
}

/**
 * The board (alumni, staff, admins and students): open opportunities, searched, filtered and ordered. The search and
 * filters live in the address, so Back and a shared link show the same list.
 */
export default function OpportunityBoard() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const board = useBoard(queryOf(filters));
  const show = (next: BoardFilters) => setParams((current) => filtersToParams(next, current));
  const problem = board.status === 'error' ? searchProblem(board.error) : null;

  return (
    <Screen
      title={t(screenName('/alumni/opportunities'))}
      lead={t(
        'Jobs, fellowships, calls for papers and scholarships that alumni and staff pass on. Each leaves the board after its deadline.',
      )}
      wide
    >
      <PortalNav />
      <OpportunityTabs />
      <BoardSearch filters={filters} error={problem === null ? null : t(problem)} onChange={show} />
      <div className="board__results" aria-live="polite">
        {board.status === 'loading' ? <Loading label={t('Loading opportunities…')} /> : null}
        {board.status === 'error' && !problem ? (
          <ErrorPanel title={t('The opportunities could not be loaded')} onRetry={board.retry}>
            <p>{t(errorMessage(board.error))}</p>
          </ErrorPanel>
        ) : null}
        {board.status === 'ready' && board.items.length === 0 ? (
          <div className="empty-state">
            {isFiltered(filters) ? (
              <>
                <p>{t('No open opportunity matches your search and filters.')}</p>
                <button type="button" className="button button--outline" onClick={() => show(NO_FILTERS)}>
                  {t('Clear the search and filters')}
                </button>
              </>
            ) : (
              <p>{t('There are no open opportunities right now. Come back soon.')}</p>
            )}
          </div>
        ) : null}
        {board.status === 'ready' && board.items.length > 0 ? (
          <>
            <ul className="opportunity-list">
              {board.items.map((opportunity) => (
                <OpportunityCard key={opportunity.id} opportunity={opportunity} />
              ))}
            </ul>
            {board.moreError ? <p className="field__error">{t(errorMessage(board.moreError))}</p> : null}
            {board.nextCursor ? (
              <p className="list-footer">
                <button type="button" className="button button--outline" onClick={board.loadMore} disabled={board.loadingMore}>
                  {board.loadingMore ? t('Loading…') : t('Show more')}
                </button>
              </p>
            ) : null}
          </>
        ) : null}
      </div>
    </Screen>
  );
}
