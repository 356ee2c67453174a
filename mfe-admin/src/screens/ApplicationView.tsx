import { useId, useState } from 'react';
import { Link, useNavigate, useParams } from '@sla/router';
import type { StaffApplication } from '@sla/data';
import { t } from '@sla/i18n';
import { screenName } from '@sla/permissions';
import { Screen } from '@sla/ui';
import { PortalNav } from '../PortalNav.js';
import { applicantName } from '../review/components/ApplicantCell.js';
import { AnswersView } from '../review/components/AnswersView.js';
import { ApplicationHeader } from '../review/components/ApplicationHeader.js';
import { ConflictDialog } from '../review/components/ConflictDialog.js';
import { DecisionPanel } from '../review/components/DecisionPanel.js';
import { ReviewersPanel } from '../review/components/ReviewersPanel.js';
import { ReviewsPanel } from '../review/components/ReviewsPanel.js';
import { ReferenceLettersPanel } from '../review/components/ReferenceLettersPanel.js';
import { StaffApplicationLoader } from '../review/components/StaffApplicationLoader.js';
import { Timeline } from '../review/components/Timeline.js';
import { ApplicationMessages } from '../review/messages/ApplicationMessages.js';
import { useCan, useCanOpen } from '@sla/portal-kit';
import { useNow } from '../review/hooks/useNow.js';
import '../review/review.css';

/** Staff: the whole application with its files, its reviewers, reviews and decision. */
export default function ApplicationView() {
  const { id = '' } = useParams();
  return (
    <Screen
      title={t(screenName('/admin/applications/:id'))}
      lead={t('The whole application with its files, reviews and decision.')}
      wide
    >
      <PortalNav />
      <StaffApplicationLoader id={id}>
        {(application, onChanged) => <ApplicationDetails application={application} onChanged={onChanged} />}
      </StaffApplicationLoader>
    </Screen>
  );
}

function ApplicationDetails({
  application,
  onChanged,
}: {
  application: StaffApplication;
  onChanged: (app: StaffApplication) => void;
}) {
  const id = useId();
  const navigate = useNavigate();
  const now = useNow();
  const canManage = useCan('manage_applications');
  const canAssignRoles = useCan('manage_roles');
  const reviewPath = `/admin/applications/${encodeURIComponent(application.id)}/review`;
  const canOpenReview = useCanOpen(reviewPath);
  const [declaring, setDeclaring] = useState(false);
  const name = applicantName(application.applicant);

  return (
    <>
      <ApplicationHeader application={application} now={now} />
      <div className="review-actions">
        {canOpenReview ? (
          <Link className="button button--primary" to={reviewPath}>
            {application.myReview ? t('Update your review') : t('Review this application')}
          </Link>
        ) : null}
        <button type="button" className="button button--outline" onClick={() => setDeclaring(true)}>
          {t('Declare a conflict of interest')}
        </button>
      </div>

      <div className="review-layout">
        <div className="review-layout__main">
          <section aria-labelledby={`${id}-answers`}>
            <h2 id={`${id}-answers`}>{t('Application')}</h2>
            <AnswersView
              applicationId={application.id}
              form={application.form}
              answers={application.answers}
              files={application.files}
            />
          </section>
          <section aria-labelledby={`${id}-timeline`}>
            <h2 id={`${id}-timeline`}>{t('Timeline')}</h2>
            <Timeline events={application.timeline} />
          </section>
          {canManage ? <ApplicationMessages applicationId={application.id} applicantName={name} /> : null}
        </div>
        <div className="review-layout__side">
          <ReviewersPanel application={application} canManage={canManage} onChanged={onChanged} />
          <ReviewsPanel application={application} />
          <ReferenceLettersPanel applicationId={application.id} />
          {canManage ? (
            <DecisionPanel application={application} canAssignRoles={canAssignRoles} onChanged={onChanged} now={now} />
          ) : null}
        </div>
      </div>

      {declaring ? (
        <ConflictDialog
          applicationId={application.id}
          applicantName={name}
          onCancel={() => setDeclaring(false)}
          onDeclared={() =>
            navigate('/admin/applications', {
              state: {
                notice: t('Conflict of interest declared. The application from {name} is no longer open to you.', { name }),
              },
            })
          }
        />
      ) : null}
    </>
  );
}
