import { api, orNull, routes, type AlumniProfileView, type ProgramSummary } from '@sla/data';
import { LoadState, useLoad } from '@sla/data-views';
import { t } from '@sla/i18n';
import { screenName } from '@sla/permissions';
import { Link, useParams } from '@sla/router';
import { Screen } from '@sla/ui';
import { PortalNav } from '../PortalNav.js';
import { CorrectionForm } from '../manage/CorrectionForm.js';
import { HiddenPanel } from '../manage/HiddenPanel.js';
import { ProfileDetails } from '../member/ProfileDetails.js';
import { programmeOptions } from '../profile/options.js';
import '../manage/manage.css';

/** The programmes to choose from; a failure leaves only the profile's own, and the form still works. */
async function loadProgrammes(): Promise<ProgramSummary[]> {
  try {
    return (await api(routes.listPublicPrograms)).items;
  } catch {
    return [];
  }
}

async function load(uid: string): Promise<{ view: AlumniProfileView | null; programmes: ProgramSummary[] }> {
  const [view, programmes] = await Promise.all([
    orNull(api(routes.getManagedAlumniProfile, { params: { uid } })),
    loadProgrammes(),
  ]);
  return { view, programmes };
}

/** Staff: one profile as staff see it, to correct, hide from the directory, or show again. */
export default function ManageProfile() {
  const uid = useParams().uid ?? '';
  const loaded = useLoad(() => load(uid), [uid]);
  const show = (view: AlumniProfileView) => {
    if (loaded.status === 'ready') loaded.replace({ ...loaded.value, view });
  };

  return (
    <Screen
      title={t(screenName('/alumni/manage/:uid'))}
      subject={loaded.status === 'ready' ? loaded.value.view?.name : null}
      lead={t('One alumni profile, as staff see it.')}
      wide
    >
      <PortalNav />
      <p className="member-back">
        <Link to="/alumni/manage">{t('Back to the profiles')}</Link>
      </p>
      <LoadState
        state={loaded}
        loadingLabel={t('Loading the profile…')}
        errorTitle={t('The profile could not be loaded')}
        isEmpty={(ready) => ready.value.view === null}
        empty={
          <p className="notice">{t('We could not find that alumnus. The profile may have been deleted with its account.')}</p>
        }
      >
        {({ value: { view, programmes } }) =>
          view ? (
            <>
              <HiddenPanel view={view} onChange={show} />
              <ProfileDetails view={view} />
              <CorrectionForm
                key={view.uid}
                view={view}
                programmes={programmeOptions(programmes, { id: view.programId, name: view.programName })}
                onSaved={show}
              />
            </>
          ) : null
        }
      </LoadState>
    </Screen>
  );
}
