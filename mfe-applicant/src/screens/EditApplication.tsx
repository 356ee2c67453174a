import { Link, useParams } from '@sla/router';
import { api, orNull, routes } from '@sla/data';
import { screenName } from '@sla/permissions';
import { t } from '@sla/i18n';
import { Screen } from '@sla/ui';
import { LoadState, useLoad } from '@sla/data-views';
import { PortalNav } from '../PortalNav.js';
import { ApplicationWizard } from '../application-form/ApplicationWizard.js';
import { takeHandedOver } from '../application-form/handoff.js';
import { lockedReason } from '../applicationText.js';
import { ApplicationNotFound } from '../components/NotFoundMessage.js';
import { useCanOpen } from '@sla/portal-kit';
import { detailPath } from '../overview.js';
import '../applicant.css';

export default function EditApplication() {
  const { id = '' } = useParams();
  // A draft just started on the new-application screen arrives in memory; otherwise it is loaded.
  const application = useLoad(() => {
    const handed = takeHandedOver(id);
    return handed ? Promise.resolve(handed) : orNull(api(routes.getMyApplication, { params: { id } }));
  }, [id]);

  return (
    <Screen
      title={t(screenName('/applicant/applications/:id/edit'))}
      subject={application.status === 'ready' ? application.value?.program.name : null}
      lead={t('Change your answers while the application is still open for editing.')}
    >
      <PortalNav />
      <LoadState
        state={application}
        loadingLabel={t('Loading your application…')}
        errorTitle={t('Your application could not be loaded')}
      >
        {(loaded) =>
          loaded.value === null ? (
            <ApplicationNotFound />
          ) : loaded.value.canEdit ? (
            <ApplicationWizard key={loaded.value.id} application={loaded.value} />
          ) : (
            <div className="notice">
              <p>{lockedReason(loaded.value)}</p>
              <DetailLink id={loaded.value.id} />
            </div>
          )
        }
      </LoadState>
    </Screen>
  );
}

/** Back to the application, when the role may open it. */
function DetailLink({ id }: { id: string }) {
  const path = detailPath(id);
  return useCanOpen(path) ? (
    <p>
      <Link to={path}>{t('See the application')}</Link>
    </p>
  ) : null;
}
