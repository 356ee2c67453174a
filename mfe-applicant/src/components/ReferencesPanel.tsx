import { useId, useState } from 'react';
import { api, errorMessage, routes, type MyReferences, type ReferenceRequest } from '@sla/data';
import { LoadState, useLoad } from '@sla/data-views';
import { t } from '@sla/i18n';
import '@sla/contract/serviceMessages/references';
import { formatDateTime, formatDeadline } from '../format.js';
import { RefereeForm } from './RefereeForm.js';

/**
 * The references part of an application (decision 0042): each referee the programme asks for, whether their letter
 * was requested (and when) or received, never the letter. While letters may still come, a slot is asked, a referee who
 * has not answered is replaced, or their e-mail sent again. Nothing shows when the programme asks for no letters.
 */
export function ReferencesPanel({ applicationId }: { applicationId: string }) {
  const headingId = useId();
  const references = useLoad(() => api(routes.listMyReferences, { params: { id: applicationId } }), [applicationId]);
  if (references.status === 'ready' && references.value.count === 0) return null;
  return (
    <section className="applicant-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('References')}</h2>
      <LoadState
        state={references}
        loadingLabel={t('Loading your referees…')}
        errorTitle={t('Your referees could not be loaded')}
      >
        {(loaded) => <ReferenceSlots references={loaded.value} applicationId={applicationId} onChange={loaded.replace} />}
      </LoadState>
    </section>
  );
}

function ReferenceSlots({
  references,
  applicationId,
  onChange,
}: {
  references: MyReferences;
  applicationId: string;
  onChange: (references: MyReferences) => void;
}) {
  const update = (slot: number, request: ReferenceRequest) =>
    onChange({ ...references, slots: references.slots.map((current, index) => (index + 1 === slot ? request : current)) });
  return (
    <>
      <p>
        {t(
          '{count, plural, one {The programme asks for one reference letter.} other {The programme asks for # reference letters.}}',
          {
            count: references.count,
          },
        )}{' '}
        {references.dueAt
          ? t('Letters are due by {date}.', { date: formatDeadline(references.dueAt, references.timeZone) })
          : null}{' '}
        {t('You see whether each letter has arrived, never the letter itself.')}
      </p>
      <ol className="referee-list">
        {references.slots.map((request, index) => (
          <li key={request?.id ?? `slot-${index + 1}`} className="referee">
            <h3 className="referee__title">{t('Referee {number}', { number: index + 1 })}</h3>
            <RefereeSlot
              request={request}
              slot={index + 1}
              applicationId={applicationId}
              canRequest={references.canRequest}
              onSent={(sent) => update(index + 1, sent)}
            />
          </li>
        ))}
      </ol>
    </>
  );
}

function RefereeSlot({
  request,
  slot,
  applicationId,
  canRequest,
  onSent,
}: {
  request: ReferenceRequest | null;
  slot: number;
  applicationId: string;
  canRequest: boolean;
  onSent: (request: ReferenceRequest) => void;
}) {
  const [replacing, setReplacing] = useState(false);
  const [resend, setResend] = useState<{ busy: boolean; message: string | null; ok: boolean }>({
    busy: false,
    message: null,
    ok: false,
  });
  if (!request) {
    if (!canRequest) return <p className="referee__meta">{t('No referee was asked.')}</p>;
    return <RefereeForm applicationId={applicationId} slot={slot} onSent={onSent} />;
  }
  const sendAgain = async () => {
    setResend({ busy: true, message: null, ok: false });
    try {
      onSent(await api(routes.resendReference, { params: { id: applicationId, slot: String(slot) } }));
      setResend({ busy: false, message: t('The request was sent again.'), ok: true });
    } catch (error) {
      setResend({ busy: false, message: errorMessage(error), ok: false });
    }
  };
  const received = request.status === 'received';
  return (
    <>
      <p className="referee__who">
        <span className="referee__name">{request.name}</span> <span className="referee__email">{request.email}</span>
      </p>
      <p className="referee__status">
        <span className={received ? 'badge badge--success' : 'badge badge--info'}>
          {received ? t('Received') : t('Requested')}
        </span>{' '}
        {received
          ? t('Letter received {date}', { date: formatDateTime(request.receivedAt) })
          : t('Asked {date}', { date: formatDateTime(request.requestedAt) })}
      </p>
      {!received && canRequest && !replacing ? (
        <div className="detail-actions">
          <button type="button" className="button button--outline button--small" onClick={sendAgain} disabled={resend.busy}>
            {resend.busy ? t('Sending…') : t('Send again')}
          </button>
          <button type="button" className="button button--outline button--small" onClick={() => setReplacing(true)}>
            {t('Ask someone else')}
          </button>
        </div>
      ) : null}
      {resend.message ? (
        <p role={resend.ok ? 'status' : 'alert'} className={resend.ok ? 'notice notice--success' : 'notice notice--error'}>
          {resend.message}
        </p>
      ) : null}
      {replacing ? (
        <RefereeForm
          applicationId={applicationId}
          slot={slot}
          replacing={request.name}
          onCancel={() => setReplacing(false)}
          onSent={(sent) => {
            setReplacing(false);
            onSent(sent);
          }}
        />
      ) : null}
    </>
  );
}
