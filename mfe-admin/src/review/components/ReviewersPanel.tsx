import { useId, useState } from 'react';
import { api, routes, type ReviewerAssignment, type StaffApplication } from '@sla/data';
import { formatDate } from '../../format.js';
import { FailureAlert, SuccessNotice, useFormState } from '@sla/forms';
import { t } from '@sla/i18n';
import { AssignReviewersDialog } from './AssignReviewersDialog.js';

export interface ReviewersPanelProps {
  application: StaffApplication;
  /** Assigning and removing reviewers (manage_applications). */
  canManage: boolean;
  onChanged: (application: StaffApplication) => void;
}

/** Who reviews this application and whether each has submitted a review; assign and remove. */
export function ReviewersPanel({ application, canManage, onChanged }: ReviewersPanelProps) {
  const id = useId();
  const [assigning, setAssigning] = useState(false);
  const [message, setMessage] = useState('');
  // Removing a reviewer; its action is the reviewer's uid.
  const removal = useFormState();
  const removing = removal.action;

  const remove = (reviewer: ReviewerAssignment) => {
    if (removing) return;
    setMessage('');
    void removal.submit(
      async () => {
        const updated = await api(routes.unassignReviewer, { params: { id: application.id, uid: reviewer.reviewerUid } });
        setMessage(t('{name} no longer reviews this application.', { name: reviewer.reviewerName }));
        onChanged(updated);
      },
      { action: reviewer.reviewerUid },
    );
  };

  return (
    <section className="review-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('Reviewers')}</h2>
      {application.reviewers.length === 0 ? (
        <p className="field__hint">{t('No reviewers assigned yet.')}</p>
      ) : (
        <ul className="review-people">
          {application.reviewers.map((reviewer) => (
            <li key={reviewer.reviewerUid} className="review-people__item">
              <span className="review-people__name">{reviewer.reviewerName}</span>{' '}
              {reviewer.reviewSubmitted ? (
                <span className="badge badge--success">{t('Review submitted')}</span>
              ) : (
                <span className="badge">{t('Not reviewed yet')}</span>
              )}
              <span className="review-people__meta">{t('Assigned {date}', { date: formatDate(reviewer.assignedAt) })}</span>
              {canManage ? (
                <button
                  type="button"
                  className="link-button"
                  aria-label={t('Remove {name} as a reviewer', { name: reviewer.reviewerName })}
                  onClick={() => remove(reviewer)}
                  disabled={removing !== null}
                >
                  {removing === reviewer.reviewerUid ? t('Removing…') : t('Remove')}
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <SuccessNotice message={message} />
      <FailureAlert message={removal.failure && t(removal.failure)} />
      {canManage ? (
        <button
          type="button"
          className="button button--outline"
          onClick={() => {
            setMessage('');
            removal.reset();
            setAssigning(true);
          }}
        >
          {t('Assign reviewers')}
        </button>
      ) : null}
      {assigning ? (
        <AssignReviewersDialog
          application={application}
          onCancel={() => setAssigning(false)}
          onSaved={(updated) => {
            setAssigning(false);
            setMessage(t('Reviewers assigned.'));
            onChanged(updated);
          }}
        />
      ) : null}
    </section>
  );
}
