import { useState } from 'react';
import { api, routes, type MentorRequest } from '@sla/data';
import { MENTOR_REQUEST_BADGES, MENTOR_REQUEST_STATUS_LABELS, MENTOR_REQUESTER_LABELS } from '@sla/contract/schemas';
import { LoadState, useLoad } from '@sla/data-views';
import { ConfirmDialog } from '@sla/forms';
import { t } from '@sla/i18n';
import { formatDate } from '@sla/ui';
import { DeclineDialog } from './DeclineDialog.js';
import './mentorRequests.css';

const loadRequests = async () => (await api(routes.listMentorRequestsToMe)).items;

/** The name of the one who asked, or words for someone without one. */
export const askerName = (request: MentorRequest) =>
  request.studentName ?? (request.askedAs === 'alumni' ? t('An alumnus or alumna') : t('A student'));

/**
 * Requests students and recent alumni sent the alumnus (decisions 0047 and 0052): the open ones first, each with who
 * asked (a student or an alumnus) and their note, to accept (the mentorship starts and they appear among the mentees
 * below) or decline; then the last answered.
 */
export function MentorRequestsToMe({ onAccepted }: { onAccepted: () => void }) {
  const requests = useLoad(loadRequests, []);
  const [accepting, setAccepting] = useState<MentorRequest | null>(null);
  const [declining, setDeclining] = useState<MentorRequest | null>(null);
  return (
    <section aria-labelledby="mentor-requests" className="mentor-requests-to-me">
      <h2 id="mentor-requests">{t('Requests for mentoring')}</h2>
      <LoadState
        state={requests}
        loadingLabel={t('Loading requests…')}
        errorTitle={t('The requests could not be loaded')}
        isEmpty={({ value }) => value.length === 0}
        empty={
          <p className="empty-state">
            {t('No requests yet. Students and recent alumni may ask you while your profile says you are open to mentoring.')}
          </p>
        }
      >
        {({ value }) => (
          <ul className="mentor-request-list">
            {value.map((request) => (
              <li key={request.id} className="mentor-request-card">
                <p className="mentor-request-card__head">
                  <strong>{askerName(request)}</strong>{' '}
                  <span className={MENTOR_REQUEST_BADGES[request.status]}>{t(MENTOR_REQUEST_STATUS_LABELS[request.status])}</span>
                </p>
                <p className="mentor-request-card__meta">
                  {t(MENTOR_REQUESTER_LABELS[request.askedAs])} · {t('Sent on {date}', { date: formatDate(request.createdAt) })}
                </p>
                <blockquote className="mentor-request-card__note">{request.note}</blockquote>
                {request.status === 'open' ? (
                  <p className="mentor-request-card__actions">
                    <button type="button" className="button button--primary" onClick={() => setAccepting(request)}>
                      {t('Accept')}
                    </button>
                    <button type="button" className="button button--secondary" onClick={() => setDeclining(request)}>
                      {t('Decline')}
                    </button>
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </LoadState>
      {accepting ? (
        <ConfirmDialog
          title={t('Become the mentor of {name}?', { name: askerName(accepting) })}
          label={t('Accept')}
          busyLabel={t('Accepting…')}
          onCancel={() => setAccepting(null)}
          onConfirm={async () => {
            await api(routes.acceptMentorRequest, { params: { id: accepting.id } });
            setAccepting(null);
            requests.retry();
            onAccepted();
          }}
        >
          {t('The mentorship starts now: you will find them among your mentees, with messages, tasks and check-ins.')}
        </ConfirmDialog>
      ) : null}
      {declining ? (
        <DeclineDialog
          request={declining}
          onClose={() => setDeclining(null)}
          onDone={() => {
            setDeclining(null);
            requests.retry();
          }}
        />
      ) : null}
    </section>
  );
}
