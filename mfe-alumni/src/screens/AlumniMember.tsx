import { useIdentity } from '@sla/auth';
import { api, orNull, routes } from '@sla/data';
import { LoadState, useLoad } from '@sla/data-views';
import { t } from '@sla/i18n';
import { screenName } from '@sla/permissions';
import { Link, useParams } from '@sla/router';
import { Screen } from '@sla/ui';
import { PortalNav } from '../PortalNav.js';
import { MemberActions } from '../member/MemberActions.js';
import { OwnProfileNote } from '../member/OwnProfileNote.js';
import { ProfileDetails } from '../member/ProfileDetails.js';

/** Someone's profile as this viewer may see it; null when there is none for them (404). */
const loadProfile = (uid: string) => orNull(api(routes.getAlumniMemberProfile, { params: { uid } }));

/** Members: one alumnus as they chose to be seen by alumni, with a message, block and report. */
export default function AlumniMember() {
  const uid = useParams().uid ?? '';
  const identity = useIdentity();
  const mine = identity.status === 'signed-in' && identity.user.uid === uid;
  const profile = useLoad(() => loadProfile(uid), [uid]);

  // After a block or unblock: what the page says at once, then what the service says (whether a message can go).
  const blockChanged = (blocked: boolean) => {
    if (profile.status !== 'ready' || !profile.value) return;
    profile.replace({ ...profile.value, blockedByMe: blocked, canMessage: blocked ? false : profile.value.canMessage });
    loadProfile(uid).then(
      (fresh) => {
        if (fresh) profile.replace(fresh);
      },
      // The page already shows the block; a failed refresh only leaves "Send a message" as it was.
      () => undefined,
    );
  };

  return (
    <Screen
      title={t(screenName('/alumni/directory/:uid'))}
      subject={profile.status === 'ready' ? profile.value?.name : null}
      lead={t('One member of the network, as they chose to be seen.')}
    >
      <PortalNav />
      <p className="member-back">
        <Link to="/alumni/directory">{t('Back to the directory')}</Link>
      </p>
      <LoadState
        state={profile}
        loadingLabel={t('Loading the profile…')}
        errorTitle={t('The profile could not be loaded')}
        isEmpty={(ready) => ready.value === null}
        empty={
          <div className="notice">
            <p>{t('We could not find that alumnus. They may have left the directory or changed who can see their profile.')}</p>
          </div>
        }
      >
        {({ value }) =>
          value ? (
            <>
              {mine ? <OwnProfileNote /> : <MemberActions view={value} onBlockChange={blockChanged} />}
              <ProfileDetails view={value} />
            </>
          ) : null
        }
      </LoadState>
    </Screen>
  );
}
