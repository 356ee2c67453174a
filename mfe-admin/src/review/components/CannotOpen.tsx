import { msg, t } from '@sla/i18n';
import { Link } from '@sla/router';
import { useCanOpen } from '@sla/portal-kit';

const QUEUE_PATH = '/admin/applications';

export const CANNOT_OPEN_TITLE = msg('You cannot open this application');

/** An application the caller may not see: it does not exist, or they are kept from it (a declared conflict). */
export function CannotOpen({ message }: { message: string | null }) {
  const canOpenQueue = useCanOpen(QUEUE_PATH);
  return (
    <div className="error-panel" role="alert">
      <h2 className="error-panel__title">{t(CANNOT_OPEN_TITLE)}</h2>
      <div className="error-panel__body">
        <p>
          {message
            ? t(message)
            : t('It does not exist, or you are kept from it, for example after declaring a conflict of interest.')}
        </p>
        {canOpenQueue ? (
          <p>
            <Link to={QUEUE_PATH}>{t('Back to the applications')}</Link>
          </p>
        ) : null}
      </div>
    </div>
  );
}
