import { t } from '@sla/i18n';
import { Link } from '@sla/router';
import { useCanOpen } from '@sla/portal-kit';
import { PATHS } from '../paths.js';

/** Another cohort's assignment and a wrong address look the same: not found, nothing more said. */
export function AssignmentNotFound() {
  const canList = useCanOpen(PATHS.assignments);
  return (
    <div className="empty-state" role="status">
      <p>{t('We could not find that assignment.')}</p>
      {canList ? (
        <p>
          <Link to={PATHS.assignments}>{t('See your assignments')}</Link>
        </p>
      ) : null}
    </div>
  );
}
