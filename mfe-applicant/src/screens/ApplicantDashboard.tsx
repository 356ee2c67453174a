import { useId } from 'react';
import { Link } from '@sla/router';
import { screenName } from '@sla/permissions';
import { t } from '@sla/i18n';
import { Screen } from '@sla/ui';
import { LoadState, useLoad } from '@sla/data-views';
import { Greeting } from '@sla/portal-kit';
import { PortalNav } from '../PortalNav.js';
import { ApplicationItem } from '../components/ApplicationItem.js';
import { MessagesSummary } from '../components/MessagesSummary.js';
import { NoticeList } from '../components/NoticeList.js';
import { ProgrammeItem } from '../components/ProgrammeItem.js';
import { RequestedRoleNotice } from '../components/RequestedRoleNotice.js';
import { useCanOpen } from '@sla/portal-kit';
import { applicationFor, loadActiveProgrammes, loadOverview } from '../overview.js';
import { applicationWindowState } from '@sla/domain';
import '../applicant.css';

const NEW_APPLICATION_PATH = '/applicant/applications/new';
const ALL_APPLICATIONS_PATH = '/applicant/applications';

export default function ApplicantDashboard() {
  const applicationsId = useId();
  const programmesId = useId();
  const canApply = useCanOpen(NEW_APPLICATION_PATH);
  const canListAll = useCanOpen(ALL_APPLICATIONS_PATH);
  const overview = useLoad(loadOverview, []);
  const programmes = useLoad(loadActiveProgrammes, []);
  // A failed list still lets the applicant apply: the server hands back an existing draft anyway.
  const mine = overview.status === 'ready' ? overview.value.all : overview.status === 'error' ? [] : null;
  // Programmes not yet open are shown with their opening date; closed ones are left out.
  const taking =
    programmes.status === 'ready' ? programmes.value.filter((program) => applicationWindowState(program) !== 'closed') : [];

  return (
    <Screen
      title={t(screenName('/applicant'))}
      lead={t('Track your applications and start a new one while a programme is open.')}
    >
      <Greeting />
      <RequestedRoleNotice />
      <PortalNav />
      <NoticeList />

      <section className="applicant-section" aria-labelledby={applicationsId}>
        <h2 id={applicationsId}>{t('My applications')}</h2>
        <LoadState
          state={overview}
          loadingLabel={t('Loading your applications…')}
          errorTitle={t('Your applications could not be loaded')}
        >
          {(loaded) =>
            loaded.value.all.length === 0 ? (
              <p className="empty-state">
                {canApply
                  ? t('You have not started an application yet. Choose a programme below to apply.')
                  : t('You have not started an application yet.')}
              </p>
            ) : (
              <>
                <ul className="item-list">
                  {loaded.value.all
                    .filter((application) => application.id in loaded.value.latest)
                    .map((application) => (
                      <ApplicationItem
                        key={application.id}
                        application={application}
                        latest={loaded.value.latest[application.id] ?? null}
                      />
                    ))}
                </ul>
                {loaded.value.more && canListAll ? (
                  <p>
                    <Link to={ALL_APPLICATIONS_PATH}>{t('See all your applications')}</Link>
                  </p>
                ) : null}
              </>
            )
          }
        </LoadState>
      </section>

      <MessagesSummary />

      <section className="applicant-section" aria-labelledby={programmesId}>
        <h2 id={programmesId}>{t('Open programmes')}</h2>
        <LoadState
          state={programmes}
          loadingLabel={t('Loading programmes…')}
          errorTitle={t('The programmes could not be loaded')}
        >
          {() =>
            taking.length === 0 ? (
              <p className="empty-state">{t('No programme is taking applications right now. Check back soon.')}</p>
            ) : (
              <ul className="item-list">
                {taking.map((program) => (
                  <ProgrammeItem
                    key={program.id}
                    program={program}
                    // Until the applicant's own applications are known, offer nothing rather than a wrong "Apply".
                    application={mine ? applicationFor(program.id, mine) : undefined}
                  />
                ))}
              </ul>
            )
          }
        </LoadState>
      </section>
    </Screen>
  );
}
