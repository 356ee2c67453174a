import { api, routes, type StudentCohort, type StudentOverview } from '@sla/data';
import { LoadState, useLoad } from '@sla/data-views';
import { t } from '@sla/i18n';
import { screenName } from '@sla/permissions';
import { useCanOpen } from '@sla/portal-kit';
import { Screen } from '@sla/ui';
import { PortalNav } from '../PortalNav.js';
import { AssignmentTable } from '../components/AssignmentTable.js';
import { CohortLine } from '../components/CohortLine.js';
import { DueList } from '../components/DueList.js';
import { ModulesDone } from '../components/ModulesDone.js';
import { MoreLink } from '../components/MoreLink.js';
import { NoCohort } from '../components/NoCohort.js';
import { ProgressSummary } from '../components/ProgressSummary.js';
import { RecentFeedbackSection } from '../components/RecentFeedback.js';
import { Section } from '../components/Section.js';
import { useNow } from '../hooks/useNow.js';
import { PATHS } from '../paths.js';
import '../student.css';

const loadOverview = () => api(routes.getStudentOverview);
const loadAssignments = async () => (await api(routes.listStudentAssignments)).items;
const loadModules = () => api(routes.listStudentModules);

/** Every assignment with its status and grade; loaded once the cohort (and so its time zone) is known. */
function AllAssignments({ timeZone, now }: { timeZone: string; now: number }) {
  const assignments = useLoad(loadAssignments, []);
  return (
    <LoadState
      state={assignments}
      loadingLabel={t('Loading your assignments…')}
      errorTitle={t('Your assignments could not be loaded')}
      isEmpty={(loaded) => loaded.value.length === 0}
      empty={<p className="empty-state">{t('Your cohort has no assignments yet.')}</p>}
    >
      {(loaded) => (
        <AssignmentTable
          items={[...loaded.value].sort((a, b) => a.dueAt.localeCompare(b.dueAt))}
          timeZone={timeZone}
          now={now}
          caption={t('Every assignment')}
        />
      )}
    </LoadState>
  );
}

function AllModules({ timeZone }: { timeZone: string }) {
  const modules = useLoad(loadModules, []);
  return (
    <LoadState
      state={modules}
      loadingLabel={t('Loading your modules…')}
      errorTitle={t('Your modules could not be loaded')}
      isEmpty={(loaded) => loaded.value.opened.length + loaded.value.upcoming.length === 0}
      empty={<p className="empty-state">{t('Your cohort has no modules yet.')}</p>}
    >
      {(loaded) => <ModulesDone modules={loaded.value} timeZone={timeZone} />}
    </LoadState>
  );
}

function ProgressView({ overview, cohort }: { overview: StudentOverview; cohort: StudentCohort }) {
  const now = useNow();
  const canReadModules = useCanOpen(PATHS.program);
  return (
    <>
      <CohortLine cohort={cohort} mentor={overview.mentor} />
      <Section title={t('Overall')}>
        <ProgressSummary progress={overview.progress} />
      </Section>
      <Section title={t('Due next')}>
        {overview.dueNext.length === 0 ? (
          <p className="empty-state">{t('Nothing is waiting for you right now.')}</p>
        ) : (
          <DueList items={overview.dueNext} timeZone={cohort.timeZone} now={now} label={t('Due next')} />
        )}
      </Section>
      <Section title={t('Every assignment')}>
        <AllAssignments timeZone={cohort.timeZone} now={now} />
      </Section>
      <Section title={t('Modules')}>
        {canReadModules ? (
          <>
            <AllModules timeZone={cohort.timeZone} />
            <MoreLink to={PATHS.program}>{t('Go to your modules')}</MoreLink>
          </>
        ) : (
          <p>
            {t('{done} of {total} modules done.', { done: overview.progress.modulesDone, total: overview.progress.modulesTotal })}
          </p>
        )}
      </Section>
      <RecentFeedbackSection items={overview.recentFeedback} timeZone={cohort.timeZone} />
    </>
  );
}

export default function Progress() {
  const overview = useLoad(loadOverview, []);
  return (
    <Screen title={t(screenName('/student/progress'))} lead={t('Modules completed and assignments handed in so far.')}>
      <PortalNav />
      <LoadState state={overview} loadingLabel={t('Loading your progress…')} errorTitle={t('Your progress could not be loaded')}>
        {(loaded) => (loaded.value.cohort ? <ProgressView overview={loaded.value} cohort={loaded.value.cohort} /> : <NoCohort />)}
      </LoadState>
    </Screen>
  );
}
