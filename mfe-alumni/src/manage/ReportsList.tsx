import { api, routes, type AlumniReport } from '@sla/data';
import type { ReportsQuery } from '@sla/contract/schemas';
import { KeysetListFooter, LoadState, useKeysetList } from '@sla/data-views';
import { t } from '@sla/i18n';
import { ReportItem } from './ReportItem.js';

// Stable for useKeysetList; open reports, oldest first (the service's default).
const loadReports = (query: ReportsQuery) => api(routes.listAlumniReports, { query });
const OPEN: ReportsQuery = {};

/** Staff: the open reports about alumni, oldest first; one marked resolved stays in view, saying so. */
export function ReportsList() {
  const list = useKeysetList<AlumniReport, ReportsQuery>(loadReports, OPEN);
  return (
    <LoadState
      state={list}
      loadingLabel={t('Loading reports…')}
      errorTitle={t('The reports could not be loaded')}
      isEmpty={(ready) => ready.items.length === 0}
      empty={<p className="directory__empty">{t('No open reports. When an alumnus reports someone, it shows here.')}</p>}
    >
      {(ready) => (
        <>
          <ul className="manage-reports">
            {ready.items.map((report) => (
              <li key={report.id}>
                <ReportItem
                  report={report}
                  onResolved={(resolved) => list.update((item) => (item.id === resolved.id ? resolved : item))}
                />
              </li>
            ))}
          </ul>
          <KeysetListFooter list={ready} noun={[t('report'), t('reports')]} moreLabel={t('Show more')} />
        </>
      )}
    </LoadState>
  );
}
