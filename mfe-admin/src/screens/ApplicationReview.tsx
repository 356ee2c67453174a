import { useId } from 'react';
import { Link, useParams } from '@sla/router';
import type { StaffApplication } from '@sla/data';
import { t } from '@sla/i18n';
import { screenName } from '@sla/permissions';
import { Screen } from '@sla/ui';
import { useCanOpen } from '@sla/portal-kit';
import { PortalNav } from '../PortalNav.js';
import { AnswersView } from '../review/components/AnswersView.js';
import { ApplicantIdentity } from '../review/components/ApplicantCell.js';
import { ReviewsPanel } from '../review/components/ReviewsPanel.js';
import { RubricForm } from '../review/components/RubricForm.js';
import { StaffApplicationLoader } from '../review/components/StaffApplicationLoader.js';
import { StatusBadge } from '../review/components/StatusBadge.js';
import '../review/review.css';

/** A reviewer scores an application against its programme's rubric, comments and recommends. */
export default function ApplicationReview() {
  const { id = '' } = useParams();
  return (
    <Screen
      title={t(screenName('/admin/applications/:id/review'))}
      lead={t('Score against the programme rubric, comment and recommend.')}
      wide
    >
      <PortalNav />
      <StaffApplicationLoader id={id}>
        {(application, onChanged) => <ReviewDetails application={application} onChanged={onChanged} />}
      </StaffApplicationLoader>
    </Screen>
  );
}

function ReviewDetails({
  application,
  onChanged,
}: {
  application: StaffApplication;
  onChanged: (app: StaffApplication) => void;
}) {
  const id = useId();
  const viewPath = `/admin/applications/${encodeURIComponent(application.id)}`;
  const canOpenView = useCanOpen(viewPath);
  return (
    <>
      <p className="review-summary">
        <ApplicantIdentity applicant={application.applicant} /> · {application.program.name} ·{' '}
        <StatusBadge status={application.status} />
      </p>
      {canOpenView ? (
        <p>
          <Link to={viewPath}>{t('Back to the application')}</Link>
        </p>
      ) : null}

      <section aria-labelledby={`${id}-answers`}>
        <h2 id={`${id}-answers`}>{t('The application')}</h2>
        <details className="review-details">
          <summary>{t('Show the answers')}</summary>
          <AnswersView
            applicationId={application.id}
            form={application.form}
            answers={application.answers}
            files={application.files}
          />
        </details>
      </section>

      <section aria-labelledby={`${id}-form`}>
        <h2 id={`${id}-form`}>{application.myReview ? t('Your review') : t('Score this application')}</h2>
        {application.assignedToMe ? null : (
          <p className="field__hint">
            {t(
              'You are not assigned to this application. You can still submit a review; if that is not allowed, you will be told why.',
            )}
          </p>
        )}
        <RubricForm application={application} onSubmitted={onChanged} />
      </section>

      <ReviewsPanel application={application} title={t('Reviews')} linkToReview={false} />
    </>
  );
}
