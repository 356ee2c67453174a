import { api, routes, type StudentAssignmentSummary, type StudentCohort } from '@sla/data';
import { LoadState, useLoad } from '@sla/data-views';
import { msg, t } from '@sla/i18n';
import { screenName } from '@sla/permissions';
import { useSearchParams } from '@sla/router';
import { Screen } from '@sla/ui';
import { PortalNav } from '../PortalNav.js';
import { AssignmentTable } from '../components/AssignmentTable.js';
import { CalendarDownload } from '../components/CalendarDownload.js';
import { CohortLine } from '../components/CohortLine.js';
import { FilterButtons } from '../components/FilterButtons.js';
import { NoCohort } from '../components/NoCohort.js';
import { useNow } from '../hooks/useNow.js';
import { isDone, needsWork } from '../status.js';
import '../student.css';

type Show = 'all' | 'to-do' | 'done';

const FILTERS: Record<Show, { label: string; keep: (item: StudentAssignmentSummary) => boolean; empty: string }> = {
  all: { label: msg('All'), keep: () => true, empty: msg('Your cohort has no assignments yet.') },
  'to-do': { label: msg('To do'), keep: needsWork, empty: msg('Nothing to do: every assignment is handed in.') },
  done: { label: msg('Done'), keep: isDone, empty: msg('Nothing handed in yet.') },
};

const isShow = (value: string | null): value is Show => value !== null && value in FILTERS;

/** The list and, for its dates, the cohort (whose programme's time zone they are shown in). */
const loadList = async (): Promise<{ items: StudentAssignmentSummary[]; cohort: StudentCohort | null }> => {
  const [{ items }, overview] = await Promise.all([api(routes.listStudentAssignments), api(routes.getStudentOverview)]);
  return { items, cohort: overview.cohort };
};

function AssignmentList({ items, cohort }: { items: StudentAssignmentSummary[]; cohort: StudentCohort }) {
  const now = useNow();
  const [params, setParams] = useSearchParams();
  const asked = params.get('show');
  const show: Show = isShow(asked) ? asked : 'all';
  const sorted = [...items].sort((a, b) => a.dueAt.localeCompare(b.dueAt));
  const shown = sorted.filter(FILTERS[show].keep);
  const options = (Object.keys(FILTERS) as Show[]).map((id) => ({
    id,
    label: t(FILTERS[id].label),
    count: sorted.filter(FILTERS[id].keep).length,
  }));

  return (
    <>
      <CohortLine cohort={cohort} />
      <CalendarDownload />
      <FilterButtons
        label={t('Show')}
        options={options}
        selected={show}
        onSelect={(id) => setParams(id === 'all' ? {} : { show: id }, { replace: true })}
      />
      {shown.length === 0 ? (
        <p className="empty-state">{t(FILTERS[show].empty)}</p>
      ) : (
        <AssignmentTable
          items={shown}
          timeZone={cohort.timeZone}
          now={now}
          caption={t('Assignments: {filter}', { filter: t(FILTERS[show].label) })}
        />
      )}
    </>
  );
}

export default function Assignments() {
  const list = useLoad(loadList, []);
  return (
    <Screen
      title={t(screenName('/student/assignments'))}
      lead={t('Assignments with their due dates, your submissions and feedback.')}
    >
      <PortalNav />
      <LoadState
        state={list}
        loadingLabel={t('Loading your assignments…')}
        errorTitle={t('Your assignments could not be loaded')}
      >
        {(loaded) =>
          loaded.value.cohort ? <AssignmentList items={loaded.value.items} cohort={loaded.value.cohort} /> : <NoCohort />
        }
      </LoadState>
    </Screen>
  );
}
