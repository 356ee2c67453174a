import { useState } from 'react';
import { api, routes, type Cohort } from '@sla/data';
import { LoadState, useLoad } from '@sla/data-views';
import { SuccessNotice } from '@sla/forms';
import { t } from '@sla/i18n';
import { screenName } from '@sla/permissions';
import { useCan, useCanOpen } from '@sla/portal-kit';
import { Link } from '@sla/router';
import { Screen, T } from '@sla/ui';
import { PortalNav } from '../PortalNav.js';
import { CohortDialog } from '../delivery/cohorts/CohortDialog.js';
import { programmesWithCohorts, withSavedCohort, type ProgrammeWithCohorts } from '../delivery/cohorts/cohortList.js';
import { cohortPath } from '../delivery/labels.js';
import { ProgrammeCohorts } from '../delivery/cohorts/ProgrammeCohorts.js';
import '../programs/programs.css';
import '../delivery/delivery.css';

const loadOverview = async () => {
  const [programs, cohorts] = await Promise.all([api(routes.listPrograms), api(routes.listCohorts, { query: {} })]);
  return { programs: programs.items, cohorts: cohorts.items };
};

/** Staff: every programme with its cohorts (intakes), a way to start a new one, and into each cohort. */
export default function ProgrammeDelivery() {
  const overview = useLoad(loadOverview, []);
  const canCreate = useCan('create_programs');
  const canOpenPrograms = useCanOpen('/admin/programs');
  const [creatingFor, setCreatingFor] = useState<ProgrammeWithCohorts | null>(null);
  const [notice, setNotice] = useState('');
  /** The cohort just created, when its programme has earlier ones to copy modules and assignments from. */
  const [startFrom, setStartFrom] = useState<Cohort | null>(null);

  const created = (cohort: Cohort) => {
    if (overview.status !== 'ready') return;
    const earlier = overview.value.cohorts.some((each) => each.programId === cohort.programId);
    overview.replace({ ...overview.value, cohorts: withSavedCohort(overview.value.cohorts, cohort) });
    setCreatingFor(null);
    setNotice(t('Created {name}.', { name: cohort.name }));
    setStartFrom(earlier ? cohort : null);
  };

  return (
    <Screen
      title={t(screenName('/admin/delivery'))}
      lead={t('Each programme’s cohorts: their members, modules, assignments and mentors.')}
      wide
    >
      <PortalNav />
      <SuccessNotice message={notice} />
      {notice && startFrom ? (
        <p className="delivery-next-step">
          <T
            message="Next, give {name} its modules and assignments: <link>copy them from an earlier cohort</link>, or add them one by one."
            values={{ name: startFrom.name }}
            components={{ link: <Link to={`${cohortPath(startFrom.id)}?tab=modules`} /> }}
          />
        </p>
      ) : null}
      <LoadState
        state={overview}
        loadingLabel={t('Loading programmes and cohorts…')}
        errorTitle={t('The programmes and their cohorts could not be loaded')}
        isEmpty={(ready) => ready.value.programs.length === 0 && ready.value.cohorts.length === 0}
        empty={
          <p className="empty-state">
            {canOpenPrograms ? (
              <T
                message="No programmes yet, so no cohorts. <link>Set up a programme first.</link>"
                components={{ link: <Link to="/admin/programs" /> }}
              />
            ) : (
              t('No programmes yet, so no cohorts. A programme is set up first.')
            )}
          </p>
        }
      >
        {(ready) =>
          programmesWithCohorts(ready.value.programs, ready.value.cohorts).map((programme) => (
            <ProgrammeCohorts
              key={programme.programId}
              programName={programme.programName}
              cohorts={programme.cohorts}
              onNewCohort={
                canCreate
                  ? () => {
                      setNotice('');
                      setStartFrom(null);
                      setCreatingFor(programme);
                    }
                  : undefined
              }
            />
          ))
        }
      </LoadState>
      {creatingFor ? (
        <CohortDialog
          programName={creatingFor.programName}
          cohort={null}
          save={(body) => api(routes.createCohort, { params: { id: creatingFor.programId }, body })}
          onSaved={created}
          onCancel={() => setCreatingFor(null)}
        />
      ) : null}
    </Screen>
  );
}
