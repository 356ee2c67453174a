import { useEffect, useId, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from '@sla/router';
import { api, orNull, routes, type Application } from '@sla/data';
import { screenName } from '@sla/permissions';
import { t } from '@sla/i18n';
import { Screen, T } from '@sla/ui';
import { LoadState, useLoad } from '@sla/data-views';
import { PortalNav } from '../PortalNav.js';
import type { SubmittedState } from '../application-form/ApplicationWizard.js';
import { statusExplanation } from '../applicationText.js';
import { ApplicationNotFound } from '../components/NotFoundMessage.js';
import { StatusBadge } from '../components/StatusBadge.js';
import { SubmittedAnswers } from '../components/SubmittedAnswers.js';
import { ReferencesPanel } from '../components/ReferencesPanel.js';
import { Timeline } from '../components/Timeline.js';
import { WithdrawDialog } from '../components/WithdrawDialog.js';
import { formatDateTime } from '../format.js';
import { useCanOpen } from '@sla/portal-kit';
import { editPath } from '../overview.js';
import '../applicant.css';

function ApplicationView({ application, onChange }: { application: Application; onChange: (application: Application) => void }) {
  const statusId = useId();
  const timelineId = useId();
  const answersId = useId();
  const location = useLocation();
  const navigate = useNavigate();
  const canEdit = useCanOpen(editPath(application.id)) && application.canEdit;
  const [withdrawing, setWithdrawing] = useState(false);
  const [withdrawn, setWithdrawn] = useState(false);
  const [justSubmitted] = useState(
    () => (location.state as Partial<SubmittedState> | null)?.submitted === true && application.status !== 'draft',
  );

  // The confirmation is for this visit only: cleared from history, so a reload or Back does not repeat it.
  useEffect(() => {
    if (justSubmitted) navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [justSubmitted, navigate, location.pathname, location.search]);

  return (
    <>
      {justSubmitted && !withdrawn ? (
        <div className="confirmation" role="status">
          <h2 className="confirmation__title">{t('Application submitted')}</h2>
          <p>
            {t(
              'Thank you. Your application to {programme} has been sent. We will let you know here and by e-mail when there is news.',
              { programme: application.program.name },
            )}
          </p>
        </div>
      ) : null}
      {withdrawn ? (
        <p role="status" className="notice notice--success">
          {t('Your application was withdrawn.')}
        </p>
      ) : null}

      <section className="applicant-section" aria-labelledby={statusId}>
        <h2 id={statusId}>{application.program.name}</h2>
        <div className="status-line">
          <StatusBadge status={application.status} decision={application.decision} />
          {application.submittedAt ? (
            <p>
              <T
                message="Submitted <time>{date}</time>"
                values={{ date: formatDateTime(application.submittedAt) }}
                components={{ time: <time dateTime={application.submittedAt} /> }}
              />
            </p>
          ) : null}
        </div>
        <p>{statusExplanation(application)}</p>
        {canEdit || application.canWithdraw ? (
          <div className="detail-actions">
            {canEdit ? (
              <Link className="button button--primary" to={editPath(application.id)}>
                {application.status === 'draft' ? t('Continue your application') : t('Edit your application')}
              </Link>
            ) : null}
            {application.canWithdraw ? (
              <button type="button" className="button button--outline" onClick={() => setWithdrawing(true)}>
                {t('Withdraw application')}
              </button>
            ) : null}
          </div>
        ) : null}
      </section>

      <ReferencesPanel applicationId={application.id} />

      <section className="applicant-section" aria-labelledby={timelineId}>
        <h2 id={timelineId}>{t('What has happened')}</h2>
        <Timeline events={application.timeline} labelledBy={timelineId} />
      </section>

      <section className="applicant-section" aria-labelledby={answersId}>
        <h2 id={answersId}>{application.status === 'draft' ? t('Your answers so far') : t('Your answers')}</h2>
        <SubmittedAnswers application={application} />
      </section>

      {withdrawing ? (
        <WithdrawDialog
          application={application}
          onCancel={() => setWithdrawing(false)}
          onWithdrawn={(updated) => {
            setWithdrawing(false);
            setWithdrawn(true);
            onChange(updated);
          }}
        />
      ) : null}
    </>
  );
}

export default function ApplicationDetail() {
  const { id = '' } = useParams();
  const application = useLoad(() => orNull(api(routes.getMyApplication, { params: { id } })), [id]);

  return (
    <Screen
      title={t(screenName('/applicant/applications/:id'))}
      subject={application.status === 'ready' ? application.value?.program.name : null}
      lead={t('Your application as submitted, its status and what happened so far.')}
    >
      <PortalNav />
      <LoadState
        state={application}
        loadingLabel={t('Loading the application…')}
        errorTitle={t('The application could not be loaded')}
      >
        {(loaded) =>
          loaded.value === null ? (
            <ApplicationNotFound />
          ) : (
            <ApplicationView key={loaded.value.id} application={loaded.value} onChange={loaded.replace} />
          )
        }
      </LoadState>
    </Screen>
  );
}
