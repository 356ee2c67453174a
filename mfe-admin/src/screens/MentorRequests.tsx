import { useState } from 'react';
import { Link, useSearchParams } from '@sla/router';
import { api, routes, type MentorRequest } from '@sla/data';
import {
  MENTOR_REQUEST_BADGES,
  MENTOR_REQUEST_STATUS_LABELS,
  MENTOR_REQUESTER_LABELS,
  MENTOR_REQUEST_STATUSES,
  type MentorRequestStatus,
  type MentorRequestsQuery,
} from '@sla/contract/schemas';
import { KeysetListFooter, LoadState, useKeysetList } from '@sla/data-views';
import { ConfirmDialog, FilterSelect } from '@sla/forms';
import { t } from '@sla/i18n';
import { screenName } from '@sla/permissions';
import { formatDate, Screen } from '@sla/ui';
import { PortalNav } from '../PortalNav.js';
import './mentorRequests.css';

// Stable for useKeysetList.
const loadRequests = (query: MentorRequestsQuery) => api(routes.listAllMentorRequests, { query });

const statusOf = (value: string | null): MentorRequestStatus | '' =>
  (MENTOR_REQUEST_STATUSES as readonly string[]).includes(value ?? '') ? (value as MentorRequestStatus) : '';

/**
 * Staff and admins (manage_program_settings, as the service checks): every request for a mentor, a student's or a
 * recent alumnus's (labelled, decision 0052), newest first, by
 * status (kept in the address), and closing an open one (decision 0047); an accepted one links to the mentorship it
 * started, where staff may end it (decision 0052, amended). Pairing a student directly stays on the cohort's page,
 * which closes their open requests.
 */
export default function MentorRequests() {
  const [params, setParams] = useSearchParams();
  const status = statusOf(params.get('status'));
  const list = useKeysetList(loadRequests, status ? { status } : {});
  const [closing, setClosing] = useState<MentorRequest | null>(null);
  return (
    <Screen
      title={t(screenName('/admin/mentor-requests'))}
      lead={t(
        'Requests from students and recent alumni to alumni open to mentoring. Close one to step in; pair students on each cohort’s page.',
      )}
      wide
    >
      <PortalNav />
      <div className="mentor-request-filters">
        <FilterSelect
          label={t('Status')}
          value={status}
          all={t('All statuses')}
          labels={MENTOR_REQUEST_STATUS_LABELS}
          onChange={(next) => setParams(next ? { status: next } : {}, { replace: true })}
        />
      </div>
      <LoadState
        state={list}
        loadingLabel={t('Loading requests…')}
        errorTitle={t('The requests could not be loaded')}
        isEmpty={(loaded) => loaded.items.length === 0}
        empty={
          <p className="empty-state">{status ? t('No requests match this status.') : t('No one has asked for a mentor yet.')}</p>
        }
      >
        {(loaded) => (
          <>
            <ul className="staff-mentor-requests">
              {loaded.items.map((request) => (
                <li key={request.id} className="staff-mentor-request">
                  <p className="staff-mentor-request__head">
                    <strong>
                      {t('{student} asked {mentor}', {
                        student:
                          request.studentName ?? (request.askedAs === 'alumni' ? t('An alumnus or alumna') : t('A student')),
                        mentor: request.mentorName ?? t('a mentor'),
                      })}
                    </strong>{' '}
                    <span className={MENTOR_REQUEST_BADGES[request.status]}>
                      {t(MENTOR_REQUEST_STATUS_LABELS[request.status])}
                    </span>
                  </p>
                  <p className="staff-mentor-request__meta">
                    {t(MENTOR_REQUESTER_LABELS[request.askedAs])} · {t('Sent on {date}', { date: formatDate(request.createdAt) })}
                    {request.closedBecause === 'paired' ? ` · ${t('closed when they were given a mentor')}` : ''}
                    {request.closedBecause === 'staff' ? ` · ${t('closed by staff')}` : ''}
                  </p>
                  <blockquote className="staff-mentor-request__note">{request.note}</blockquote>
                  {request.mentorshipId ? (
                    <p>
                      <Link to={`/admin/mentorships/${encodeURIComponent(request.mentorshipId)}`}>
                        {request.mentorshipEndedAt
                          ? t('See the mentorship (ended on {date})', { date: formatDate(request.mentorshipEndedAt) })
                          : t('See the mentorship, or end it')}
                      </Link>
                    </p>
                  ) : null}
                  {request.status === 'open' ? (
                    <button type="button" className="button button--secondary" onClick={() => setClosing(request)}>
                      {t('Close request')}
                    </button>
                  ) : null}
                </li>
              ))}
            </ul>
            <KeysetListFooter
              list={loaded}
              noun={[t('request'), t('requests')]}
              more={t('more available')}
              moreLabel={t('Load more')}
            />
          </>
        )}
      </LoadState>
      {closing ? (
        <ConfirmDialog
          title={t('Close this request?')}
          label={t('Close request')}
          busyLabel={t('Closing…')}
          onCancel={() => setClosing(null)}
          onConfirm={async () => {
            await api(routes.closeMentorRequest, { params: { id: closing.id } });
            setClosing(null);
            list.refresh();
          }}
        >
          {t(
            'The one who asked and the mentor are told by a notice. Pair a student on their cohort’s page if they need a mentor.',
          )}
        </ConfirmDialog>
      ) : null}
    </Screen>
  );
}
