import { useSearchParams } from '@sla/router';
import { api, routes } from '@sla/data';
import type { GradingQuery } from '@sla/contract/schemas';
import { KeysetTable, useKeysetList } from '@sla/data-views';
import { t } from '@sla/i18n';
import { screenName } from '@sla/permissions';
import { Screen } from '@sla/ui';
import { PortalNav } from '../PortalNav.js';
import { GRADING_COLUMNS, GRADING_NUMERIC, GradingRow } from '../grading/GradingRow.js';
import { GradingToolbar } from '../grading/GradingToolbar.js';
import { filtersFromParams, filtersToParams, gradingQueryOf, type GradingFilters } from '../grading/gradingFilters.js';
import '../grading/grading.css';

// Stable for useKeysetList.
const loadQueue = (query: GradingQuery) => api(routes.listGradingQueue, { query });

/** Staff: handed-in work, oldest first, filtered by cohort, assignment and status; each opens for grading. */
export default function GradingQueue() {
  const [params, setParams] = useSearchParams();
  // The URL holds the filters, so a reload, a shared link or the way back from grading shows the same queue.
  const filters = filtersFromParams(params);
  const queue = useKeysetList(loadQueue, gradingQueryOf(filters));

  // Replace, not push: a filter change should not fill the history.
  const changeFilters = (next: GradingFilters) => setParams((current) => filtersToParams(next, current), { replace: true });

  return (
    <Screen
      title={t(screenName('/admin/grading'))}
      lead={t('Handed-in work, oldest first: open one to grade it or return it for changes.')}
      wide
    >
      <PortalNav />
      <GradingToolbar filters={filters} onChange={changeFilters} />
      <KeysetTable
        list={queue}
        noun={[t('hand-in'), t('hand-ins')]}
        caption={t('Hand-ins')}
        loadingLabel={t('Loading hand-ins…')}
        errorTitle={t('The hand-ins could not be loaded')}
        // The grading screen's own column names, translated as shown.
        columns={GRADING_COLUMNS.map((column) => t(column))}
        numeric={GRADING_NUMERIC}
        stacked
        empty={filters.state === 'submitted' ? t('Nothing waiting to be graded.') : t('No hand-ins match these filters.')}
        row={(item) => <GradingRow key={item.submissionId} item={item} filters={filters} />}
      />
    </Screen>
  );
}
