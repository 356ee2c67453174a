import { api, orNull, routes } from '@sla/data';
import { LoadState, useLoad } from '@sla/data-views';
import { t } from '@sla/i18n';
import {
  AskForMentor,
  MentorshipView,
  mentoringPersonName,
  PAST_MENTORSHIP_ANCHOR,
  PastMentorship,
} from '@sla/portal-kit/mentoring';
import { screenName } from '@sla/permissions';
import { Screen } from '@sla/ui';
import { PortalNav } from '../PortalNav.js';

const loadMine = () => orNull(api(routes.getMyMentorship));

/**
 * The student's mentor: who they are, the messages between them, the agreed tasks and the check-ins, and ending it.
 * Without one, the student may ask an alumnus open to mentoring (decision 0047); after one ended, its conversation
 * stays below, read only (decision 0052, amended).
 */
export default function MentorSupport() {
  const mine = useLoad(loadMine, []);
  return (
    <Screen title={t(screenName('/student/mentor'))} lead={t('Your mentor and the tasks you agreed on together.')} wide>
      <PortalNav />
      <LoadState state={mine} loadingLabel={t('Loading your mentor…')} errorTitle={t('Your mentor could not be loaded')}>
        {({ value }) =>
          value && !value.endedAt ? (
            // Ended here: the page loads again, to ask someone else above the ended mentorship.
            <MentorshipView mentorship={value} onEnded={() => mine.retry()} />
          ) : (
            <>
              <p className="empty-state">
                {value
                  ? t(
                      'Your mentorship with {name} has ended. You may ask an alumnus to be your mentor, or staff may pair you with one.',
                      {
                        name: mentoringPersonName(value.mentor),
                      },
                    )
                  : t('No mentor yet: staff pair each student with a mentor during the programme, or you may ask an alumnus.')}
              </p>
              {value ? (
                <p>
                  <a href={`#${PAST_MENTORSHIP_ANCHOR}`}>
                    {t('Read your conversation with {name}', { name: mentoringPersonName(value.mentor) })}
                  </a>
                </p>
              ) : null}
              <AskForMentor asker="student" />
              {value ? <PastMentorship mentorship={value} /> : null}
            </>
          )
        }
      </LoadState>
    </Screen>
  );
}
