import { api, routes, type StudentModule, type StudentModules } from '@sla/data';
import { LoadState, useLoad } from '@sla/data-views';
import { t } from '@sla/i18n';
import { Screen, T } from '@sla/ui';
import { screenName } from '@sla/permissions';
import { PortalNav } from '../PortalNav.js';
import { CohortLine } from '../components/CohortLine.js';
import { ModuleItem } from '../components/ModuleItem.js';
import { NoCohort } from '../components/NoCohort.js';
import { ProgressBar } from '../components/ProgressBar.js';
import { Section } from '../components/Section.js';
import { formatDeadline } from '../format.js';
import '../student.css';

const loadModules = () => api(routes.listStudentModules);

function Modules({ modules, onChange }: { modules: StudentModules; onChange: (modules: StudentModules) => void }) {
  const { cohort, opened, upcoming } = modules;
  if (!cohort) return <NoCohort />;
  if (opened.length === 0 && upcoming.length === 0) {
    return (
      <>
        <CohortLine cohort={cohort} />
        <p className="empty-state">{t('Your cohort has no modules yet. They will appear here as staff add them.')}</p>
      </>
    );
  }
  const total = opened.length + upcoming.length;
  const done = opened.filter((module) => module.doneAt !== null).length;
  // The student's place in the programme: the first opened module not done yet.
  const current = opened.find((module) => module.doneAt === null)?.id ?? null;
  const replace = (changed: StudentModule) =>
    onChange({ ...modules, opened: opened.map((module) => (module.id === changed.id ? changed : module)) });

  return (
    <>
      <CohortLine cohort={cohort} />
      <ProgressBar label={<strong>{t('{done} of {total} modules done', { done, total })}</strong>} value={done} max={total} />

      <Section title={t('Opened modules')}>
        {opened.length === 0 ? (
          <p className="empty-state">{t('No module has opened yet. The first one opens on the date below.')}</p>
        ) : (
          <ol className="student-modules" aria-label={t('Opened modules')}>
            {opened.map((module) => (
              <ModuleItem
                key={module.id}
                module={module}
                timeZone={cohort.timeZone}
                initiallyOpen={module.id === current}
                onChange={replace}
              />
            ))}
          </ol>
        )}
      </Section>

      {upcoming.length > 0 ? (
        <Section title={t('Coming up')}>
          <ol className="student-list" aria-label={t('Modules coming up')}>
            {upcoming.map((module) => (
              <li key={module.id} className="student-item student-item--upcoming">
                <div className="student-item__body">
                  <p className="student-item__title">
                    <span className="student-module__position">{t('Module {number}', { number: module.position })}</span>{' '}
                    {module.title}
                  </p>
                  <p className="student-item__meta">
                    <T
                      message="Opens on <time>{date}</time>"
                      values={{ date: formatDeadline(module.opensAt, cohort.timeZone) }}
                      components={{ time: <time dateTime={module.opensAt} /> }}
                    />
                  </p>
                </div>
              </li>
            ))}
          </ol>
        </Section>
      ) : null}
    </>
  );
}

export default function ProgramContent() {
  const modules = useLoad(loadModules, []);
  return (
    <Screen
      title={t(screenName('/student/program'))}
      lead={t('The modules of your programme, in the order your cohort follows them.')}
    >
      <PortalNav />
      <LoadState state={modules} loadingLabel={t('Loading your modules…')} errorTitle={t('Your modules could not be loaded')}>
        {(loaded) => <Modules modules={loaded.value} onChange={loaded.replace} />}
      </LoadState>
    </Screen>
  );
}
