import { Link } from '@sla/router';
import { t } from '@sla/i18n';
import { useCanOpen } from '@sla/portal-kit';

const ALL_APPLICATIONS_PATH = '/applicant/applications';

/** Someone else's application and a wrong address look the same: not found, nothing more said. */
export function ApplicationNotFound() {
  const canListAll = useCanOpen(ALL_APPLICATIONS_PATH);
  return (
    <div className="empty-state" role="status">
      <p>{t('We could not find that application.')}</p>
      {canListAll ? (
        <p>
          <Link to={ALL_APPLICATIONS_PATH}>{t('See your applications')}</Link>
        </p>
      ) : null}
    </div>
  );
}
