import { api, isDataError, routes } from '@sla/data';
import { LoadState, useLoad } from '@sla/data-views';
import { t } from '@sla/i18n';
import { ownsAlumniProfile, screenName } from '@sla/permissions';
import { useActingRole } from '@sla/portal-kit';
import { Screen } from '@sla/ui';
import { PortalNav } from '../PortalNav.js';
import { NoProfilePanel } from '../profile/NoProfilePanel.js';
import { programmeOptions } from '../profile/options.js';
import { ProfileEditor } from '../profile/ProfileEditor.js';
import '../profile/profile.css';

/** The programmes to choose from; a failure leaves only the profile's own, and the form still works. */
async function loadProgrammes() {
  try {
    return { programmes: (await api(routes.listPublicPrograms)).items, failed: false };
  } catch {
    return { programmes: [], failed: true };
  }
}

async function loadProfile() {
  const [profile, { programmes, failed }] = await Promise.all([api(routes.getMyAlumniProfile), loadProgrammes()]);
  return { profile, programmes, failed };
}

export default function AlumniProfile() {
  // Only alumni own a profile (decision 0023): staff and admins are told so without asking the service.
  const owner = ownsAlumniProfile(useActingRole());
  const state = useLoad(owner ? loadProfile : null, [owner]);
  return (
    <Screen title={t(screenName('/alumni/profile'))} lead={t('Your alumni profile and who may see each part of it.')} wide>
      <PortalNav />
      {!owner || (state.status === 'error' && isDataError(state.error) && state.error.code === 'not_found') ? (
        <NoProfilePanel />
      ) : (
        <LoadState state={state} loadingLabel={t('Loading your profile…')} errorTitle={t('Your profile could not be loaded')}>
          {({ value }) => (
            <ProfileEditor
              key={value.profile.uid}
              profile={value.profile}
              programmes={programmeOptions(value.programmes, { id: value.profile.programId, name: value.profile.programName })}
              programmesFailed={value.failed}
            />
          )}
        </LoadState>
      )}
    </Screen>
  );
}
