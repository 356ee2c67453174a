import { useLocation, useSearchParams } from '@sla/router';
import { api, routes } from '@sla/data';
import type { ReferenceListQuery } from '@sla/contract/schemas';
import { t } from '@sla/i18n';
import { screenName } from '@sla/permissions';
import { Screen } from '@sla/ui';
import { KeysetListFooter, LoadState, useKeysetList } from '@sla/data-views';
import { PortalNav } from '../PortalNav.js';
import { ReferenceRequestsTable } from '../review/components/ReferenceRequestsTable.js';
import { ReferenceToolbar } from '../review/components/ReferenceToolbar.js';
import { defaultProgramme, useReferencePrograms, type ReferenceProgramme } from '../review/hooks/useReferencePrograms.js';
import {
  referenceFiltersFromParams,
  referenceFiltersToParams,
  referenceQueryOf,
  type ReferenceFilters,
} from '../review/referenceFilters.js';
import { stillAt } from '../hooks/stillAt.js';
import '../review/review.css';

// Stable for useKeysetList.
const loadReferences = (query: ReferenceListQuery) => api(routes.listReferenceRequests, { query });

/**
 * Staff and admins (view_applications, as the service checks): one programme's reference requests, newest first, by
 * status, each a link to its application (decision 0042). The URL keeps the filters; with no programme in it, the
 * first that asks for referees is shown.
 */
export default function ReferenceRequests() {
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const chosen = referenceFiltersFromParams(params);
  const programmes = useReferencePrograms();
  const list = programmes.status === 'ready' ? programmes.value : null;
  const filters: ReferenceFilters = { ...chosen, programId: chosen.programId || (list ? defaultProgramme(list) : '') };

  const changeFilters = (next: ReferenceFilters) => {
    // A change scheduled before the person followed a link must not pull them back here.
    if (!stillAt(location.pathname)) return;
    setParams((current) => referenceFiltersToParams(next, current), { replace: true });
  };

  return (
    <Screen
      title={t(screenName('/admin/references'))}
      lead={t('The referees applicants asked for letters, one programme at a time: which letters came, and which are late.')}
      wide
    >
      <PortalNav />
      <ReferenceToolbar
        filters={filters}
        onChange={changeFilters}
        programmes={list}
        programmesFailed={programmes.status === 'error'}
      />
      {filters.programId ? (
        <ReferenceList filters={filters} programme={list?.find((programme) => programme.id === filters.programId)} />
      ) : (
        // No programme in the address: wait for the programmes, to show the first that asks for referees.
        <LoadState
          state={programmes}
          loadingLabel={t('Loading reference requests…')}
          errorTitle={t('The programmes could not be loaded')}
          isEmpty={() => true}
          empty={<p className="empty-state">{t('There are no programmes yet.')}</p>}
        >
          {() => null}
        </LoadState>
      )}
    </Screen>
  );
}

function ReferenceList({ filters, programme }: { filters: ReferenceFilters; programme: ReferenceProgramme | undefined }) {
  const references = useKeysetList(loadReferences, referenceQueryOf(filters.programId, filters.status));
  const empty =
    programme?.referees === 0 && !filters.status
      ? t('This programme asks for no reference letters.')
      : filters.status
        ? t('No reference requests match these filters.')
        : t('No referee has been asked for a letter yet.');
  return (
    <LoadState
      state={references}
      loadingLabel={t('Loading reference requests…')}
      errorTitle={t('The reference requests could not be loaded')}
      isEmpty={(loaded) => loaded.items.length === 0}
      empty={<p className="empty-state">{empty}</p>}
    >
      {(loaded) => (
        <>
          <ReferenceRequestsTable items={loaded.items} programme={programme?.name ?? t('Chosen programme')} />
          <KeysetListFooter
            list={loaded}
            noun={[t('reference request'), t('reference requests')]}
            more={t('more available')}
            moreLabel={t('Load more')}
          />
        </>
      )}
    </LoadState>
  );
}
