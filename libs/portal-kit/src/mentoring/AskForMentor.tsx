import { useState } from 'react';
import { api, routes, type MentorRequest, type OfferedMentor } from '@sla/data';
import { countryName, MENTOR_REQUEST_BADGES, MENTOR_REQUEST_LIMITS, MENTOR_REQUEST_STATUS_LABELS } from '@sla/contract/schemas';
import { LoadState, useLoad } from '@sla/data-views';
import { ConfirmDialog } from '@sla/forms';
import { activeLocale, t } from '@sla/i18n';
import { formatDate } from '@sla/ui';
import { AskMentorDialog } from './AskMentorDialog.js';
import './askForMentor.css';

/** Who is asking: a student in their portal, or a recent alumnus in theirs (decision 0052). */
export type MentorAsker = 'student' | 'alumni';

/** The caller's requests, and the mentors on offer when they may ask (the service refuses the list to anyone else). */
const loadBoth = async (mayAsk: boolean) => {
  const [mentors, requests] = await Promise.all([
    mayAsk ? api(routes.listOfferedMentors) : Promise.resolve({ items: [] as OfferedMentor[] }),
    api(routes.listMyMentorRequests),
  ]);
  return { mentors: mentors.items, requests: requests.items };
};

/**
 * Someone without a mentor asks for one (decisions 0047 and 0052): a student at /student/mentor, a recent alumnus at
 * /alumni/mentor. Their requests and what became of them, then the alumni open to mentoring, each with what members of
 * the network see of them. At most three requests wait at once. Someone who may no longer ask (`mayAsk` false: an
 * alumnus past their first years) sees and withdraws their requests only.
 */
export function AskForMentor({ asker, mayAsk = true }: { asker: MentorAsker; mayAsk?: boolean }) {
  const both = useLoad(() => loadBoth(mayAsk), [mayAsk]);
  const [asking, setAsking] = useState<OfferedMentor | null>(null);
  const [withdrawing, setWithdrawing] = useState<MentorRequest | null>(null);
  const reload = () => both.retry();
  return (
    <LoadState state={both} loadingLabel={t('Loading mentors…')} errorTitle={t('The mentors could not be loaded')}>
      {({ value }) => {
        const open = value.requests.filter((request) => request.status === 'open').length;
        const full = open >= MENTOR_REQUEST_LIMITS.openPerStudent;
        return (
          <div className="ask-mentor">
            {value.requests.length > 0 ? (
              <section aria-labelledby="my-requests">
                <h2 id="my-requests">{t('Your requests')}</h2>
                <ul className="mentor-requests">
                  {value.requests.map((request) => (
                    <li key={request.id} className="mentor-request">
                      <p className="mentor-request__head">
                        <strong>{request.mentorName ?? t('A mentor')}</strong>{' '}
                        <span className={MENTOR_REQUEST_BADGES[request.status]}>
                          {t(MENTOR_REQUEST_STATUS_LABELS[request.status])}
                        </span>
                      </p>
                      <p className="mentor-request__meta">{t('Sent on {date}', { date: formatDate(request.createdAt) })}</p>
                      {request.status === 'accepted' && request.mentorshipEndedAt ? (
                        <p className="mentor-request__meta">
                          {t('The mentorship ended on {date}.', { date: formatDate(request.mentorshipEndedAt) })}
                        </p>
                      ) : null}
                      {request.status === 'declined' ? (
                        <p>{t('They cannot take on a new mentee just now. You may ask someone else.')}</p>
                      ) : null}
                      {request.status === 'open' ? (
                        <button type="button" className="button button--secondary" onClick={() => setWithdrawing(request)}>
                          {t('Withdraw')}
                        </button>
                      ) : null}
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
            {mayAsk ? (
              <section aria-labelledby="offered-mentors">
                <h2 id="offered-mentors">{t('Alumni open to mentoring')}</h2>
                <p>
                  {full
                    ? t('You have {max} requests waiting for an answer. Withdraw one to ask someone else.', {
                        max: MENTOR_REQUEST_LIMITS.openPerStudent,
                      })
                    : t('Ask one to be your mentor, with a short note. You may have up to {max} requests waiting at once.', {
                        max: MENTOR_REQUEST_LIMITS.openPerStudent,
                      })}
                </p>
                {value.mentors.length === 0 ? (
                  <p className="empty-state">
                    {asker === 'student'
                      ? t('No alumni are open to mentoring just now. Staff can pair you with a mentor.')
                      : t('No alumni are open to mentoring just now. Look again later, or find people in the directory.')}
                  </p>
                ) : (
                  <ul className="offered-mentors">
                    {value.mentors.map((mentor) => (
                      <li key={mentor.uid} className="offered-mentor">
                        <h3 className="offered-mentor__name">{mentor.name}</h3>
                        {mentor.headline ? <p>{mentor.headline}</p> : null}
                        <p className="offered-mentor__meta">
                          {/* Fields are the profiles' vocabulary, translated in the shared catalogue; countries by code. */}
                          {[
                            mentor.field ? t(mentor.field) : null,
                            mentor.programName,
                            mentor.cohortYear,
                            mentor.country ? countryName(mentor.country, activeLocale()) : null,
                          ]
                            .filter(Boolean)
                            .join(' · ')}
                        </p>
                        {mentor.asked ? (
                          <p className="badge badge--warning">{t('Asked')}</p>
                        ) : (
                          <button type="button" className="button" disabled={full} onClick={() => setAsking(mentor)}>
                            {t('Ask {name}', { name: mentor.name })}
                          </button>
                        )}
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            ) : null}
            {asking ? (
              <AskMentorDialog
                mentor={asking}
                onClose={() => setAsking(null)}
                onSent={() => {
                  setAsking(null);
                  reload();
                }}
              />
            ) : null}
            {withdrawing ? (
              <ConfirmDialog
                title={t('Withdraw your request to {name}?', { name: withdrawing.mentorName ?? t('this mentor') })}
                label={t('Withdraw request')}
                busyLabel={t('Withdrawing…')}
                onCancel={() => setWithdrawing(null)}
                onConfirm={async () => {
                  await api(routes.withdrawMentorRequest, { params: { id: withdrawing.id } });
                  setWithdrawing(null);
                  reload();
                }}
              >
                {t('They will no longer see it. You may ask someone else.')}
              </ConfirmDialog>
            ) : null}
          </div>
        );
      }}
    </LoadState>
  );
}
