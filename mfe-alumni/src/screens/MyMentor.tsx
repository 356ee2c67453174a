import { api, orNull, routes } from '@sla/data';
import { MENTOR_REQUEST_LIMITS } from '@sla/contract/schemas';
import { LoadState, useLoad } from '@sla/data-views';
import { t } from '@sla/i18n';
import { screenName } from '@sla/permissions';
import {
  AskForMentor,
  MentorshipView,
  mentoringPersonName,
  PAST_MENTORSHIP_ANCHOR,
  PastMentorship,
} from '@sla/portal-kit/mentoring';
import { Link } from '@sla/router';
import { formatDate, Screen } from '@sla/ui';
import { PortalNav } from '../PortalNav.js';

const load = async () => {
  const [asking, mine] = await Promise.all([api(routes.getMentorAsking), orNull(api(routes.getMyMentorship))]);
  return { asking, mine };
};

/**
 * A recent alumnus's mentor (decision 0052): in their first two years they ask an alumnus open to mentoring, with a
 * note, and see their requests; once one accepts, the mentorship is here as a student sees theirs (messages, tasks,
 * check-ins), and either of them may end it; once ended it stays below, read only, and they may ask again while
 * still in those years (decision 0052, amended). Someone past those years keeps their mentor and their requests and is
 * told where else to look.
 */
export default function MyMentor() {
  const state = useLoad(load, []);
  return (
    <Screen
      title={t(screenName('/alumni/mentor'))}
      lead={t('In your first years after the programme, an alumnus open to mentoring can guide your next steps.')}
      wide
    >
      <PortalNav />
      <LoadState state={state} loadingLabel={t('Loading your mentor…')} errorTitle={t('Your mentor could not be loaded')}>
        {({ value }) =>
          value.mine && !value.mine.endedAt ? (
            // Ended here: the page loads again, to ask someone else above the ended mentorship.
            <MentorshipView mentorship={value.mine} onEnded={() => state.retry()} />
          ) : (
            <>
              {value.mine ? (
                <p className="empty-state">
                  {t('Your mentorship with {name} has ended.', { name: mentoringPersonName(value.mine.mentor) })}{' '}
                  {value.asking.mayAsk && value.asking.askUntil
                    ? t('You may ask another alumnus open to mentoring until {date}.', {
                        date: formatDate(value.asking.askUntil),
                      })
                    : null}
                </p>
              ) : null}
              {value.mine ? (
                <p>
                  <a href={`#${PAST_MENTORSHIP_ANCHOR}`}>
                    {t('Read your conversation with {name}', { name: mentoringPersonName(value.mine.mentor) })}
                  </a>
                </p>
              ) : null}
              {value.mine && value.asking.mayAsk ? null : value.asking.mayAsk ? (
                <p className="empty-state">
                  {value.asking.askUntil
                    ? t('No mentor yet. You may ask alumni open to mentoring until {date}.', {
                        date: formatDate(value.asking.askUntil),
                      })
                    : t('No mentor yet. You may ask alumni open to mentoring.')}
                </p>
              ) : (
                <div className="empty-state" role="note">
                  <p>
                    {t(
                      'Asking for a mentor here is open during the first {years} years after your programme. You can still find mentors in the directory and write to them.',
                      { years: MENTOR_REQUEST_LIMITS.recentAlumniYears },
                    )}
                  </p>
                  <p>
                    <Link to="/alumni/directory">{t('Open the directory')}</Link>
                  </p>
                </div>
              )}
              <AskForMentor asker="alumni" mayAsk={value.asking.mayAsk} />
              {value.mine ? <PastMentorship mentorship={value.mine} /> : null}
            </>
          )
        }
      </LoadState>
    </Screen>
  );
}
