import { useState, type ReactNode } from 'react';
import { api, orNull, routes, type StaffMentorship } from '@sla/data';
import { LoadState, useLoad } from '@sla/data-views';
import { formatNumber, t } from '@sla/i18n';
import { screenName } from '@sla/permissions';
import { Link, useParams } from '@sla/router';
import { formatDate, Screen } from '@sla/ui';
import { PortalNav } from '../PortalNav.js';
import { EndMentorshipAsStaffDialog } from './EndMentorshipAsStaffDialog.js';
import { endedByWords, mentorshipNames, startedWords } from './staffMentorshipWords.js';
import './staffMentorship.css';

const load = (id: string) => orNull(api(routes.getMentorshipAsStaff, { params: { id } }));

/**
 * Staff who pair mentors (manage_program_settings): one mentorship, a student's or a recent alumnus's (which no cohort
 * page shows), as staff see it: the two people, how it started and is going in numbers (never their messages), and
 * ending a current one with a reason kept for staff (decision 0052, amended). Reached from the mentor requests.
 */
export default function StaffMentorshipPage() {
  const { id = '' } = useParams();
  const loaded = useLoad(() => load(id), [id]);
  const [ended, setEnded] = useState<StaffMentorship | null>(null);
  const [ending, setEnding] = useState(false);
  return (
    <Screen
      title={t(screenName('/admin/mentorships/:id'))}
      lead={t('How a mentorship started and how it is going. Its messages stay between the two of them.')}
      wide
    >
      <PortalNav />
      <p>
        <Link to="/admin/mentor-requests">{t('Back to mentor requests')}</Link>
      </p>
      <LoadState state={loaded} loadingLabel={t('Loading the mentorship…')} errorTitle={t('The mentorship could not be loaded')}>
        {({ value }) => {
          const shown = ended ?? value;
          if (!shown) {
            return (
              <div className="error-panel" role="alert">
                <h2 className="error-panel__title">{t('This mentorship was not found')}</h2>
                <div className="error-panel__body">
                  <p>{t('It may have been mistyped. Mentorships started by a request are linked from the mentor requests.')}</p>
                </div>
              </div>
            );
          }
          return (
            <>
              <MentorshipFacts mentorship={shown} />
              {shown.endedAt ? null : (
                <button type="button" className="button button--danger" onClick={() => setEnding(true)}>
                  {t('End mentorship…')}
                </button>
              )}
              {ending && !shown.endedAt ? (
                <EndMentorshipAsStaffDialog
                  mentorship={shown}
                  onClose={() => setEnding(false)}
                  onEnded={(next) => {
                    setEnding(false);
                    setEnded(next);
                  }}
                />
              ) : null}
            </>
          );
        }}
      </LoadState>
    </Screen>
  );
}

function MentorshipFacts({ mentorship }: { mentorship: StaffMentorship }) {
  const names = mentorshipNames(mentorship);
  return (
    <section className="staff-mentorship" aria-labelledby="staff-mentorship-title">
      <h2 id="staff-mentorship-title" className="staff-mentorship__title">
        {t('{mentee} with {mentor}', names)}{' '}
        {mentorship.endedAt ? (
          <span className="badge badge--warning">{t('Ended')}</span>
        ) : (
          <span className="badge badge--success">{t('Current')}</span>
        )}
      </h2>
      <dl className="staff-mentorship__facts">
        <Fact label={t('Mentee')}>{names.mentee}</Fact>
        <Fact label={t('Mentor')}>{names.mentor}</Fact>
        {mentorship.cohortName ? <Fact label={t('Cohort')}>{mentorship.cohortName}</Fact> : null}
        <Fact label={t('Started')}>
          {formatDate(mentorship.pairedAt)} · {startedWords(mentorship)}
        </Fact>
        <Fact label={t('Messages')}>
          {mentorship.lastMessageAt
            ? t('{count} (last on {date})', {
                count: formatNumber(mentorship.messages),
                date: formatDate(mentorship.lastMessageAt),
              })
            : formatNumber(mentorship.messages)}
        </Fact>
        <Fact label={t('Agreed tasks')}>
          {t('{done} of {count} done', { done: formatNumber(mentorship.tasksDone), count: formatNumber(mentorship.tasks) })}
        </Fact>
        <Fact label={t('Check-ins')}>{formatNumber(mentorship.checkins)}</Fact>
        {mentorship.endedAt ? (
          <>
            <Fact label={t('Ended on')}>{formatDate(mentorship.endedAt)}</Fact>
            <Fact label={t('Ended by')}>{endedByWords(mentorship)}</Fact>
            {mentorship.endReason ? (
              <Fact label={t('Staff’s reason')} wide>
                <span className="staff-mentorship__reason">{mentorship.endReason}</span>
              </Fact>
            ) : null}
          </>
        ) : null}
      </dl>
    </section>
  );
}

function Fact({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'staff-mentorship__fact staff-mentorship__fact--wide' : 'staff-mentorship__fact'}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
