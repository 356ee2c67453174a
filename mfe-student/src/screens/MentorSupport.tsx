import { api, orNull, routes } from '@sla/data';
import { LoadState, useLoad } from '@sla/data-views';
import { t } from '@sla/i18n';
import { AskForMentor, MentorshipView } from '@sla/portal-kit/mentoring';
import { screenName } from '@sla/permissions';
import { Screen } from '@sla/ui';
import { PortalNav } from '../PortalNav.js';

const loadMine = () => orNull(api(routes.getMyMentorship));

/**
 * The student's mentor: who they are, the messages between them, the agreed tasks and the check-ins. Without one, the
 * student may ask an alumnus open to mentoring (decision 0047).
 */
export default function MentorSupport() {
  const mine = useLoad(loadMine, []);
  return (
    <Screen title={t(screenName('/student/mentor'))} lead={t('Your mentor and the tasks you agreed on together.')} wide>
      <PortalNav />
      <LoadState
        state={mine}
        loadingLabel={t('Loading your mentor…')}
        errorTitle={t('Your mentor could not be loaded')}
        isEmpty={({ value }) => value === null}
        empty={
          <>
            <p className="empty-state">
              {t('No mentor yet: staff pair each student with a mentor during the programme, or you may ask an alumnus.')}
            </p>
            <AskForMentor asker="student" />
          </>
        }
      >
        {({ value }) => (value ? <MentorshipView mentorship={value} /> : null)}
      </LoadState>
    </Screen>
  );
}
