import { Link } from '@sla/router';
import { useOpenable } from '@sla/portal-kit';
import { localiseMessage, type ApplicationSummary, type TimelineEvent } from '@sla/data';
import { t } from '@sla/i18n';
import { formatDate } from '../format.js';
import { detailPath, editPath } from '../overview.js';
import { StatusBadge } from './StatusBadge.js';

/**
 * One of the applicant's applications on the dashboard: status (with the decision once released) and
 * the latest news. Its links show only when the role may open where they lead.
 */
export function ApplicationItem({ application, latest }: { application: ApplicationSummary; latest: TimelineEvent | null }) {
  const openable = useOpenable();
  const name = application.program.name;
  const detail = detailPath(application.id);
  const edit = editPath(application.id);
  return (
    <li className="item">
      <div className="item__body">
        <h3 className="item__title">{openable(detail) ? <Link to={detail}>{name}</Link> : name}</h3>
        <p className="item__meta">
          <StatusBadge status={application.status} decision={application.decision} />
        </p>
        {latest ? (
          <p className="item__meta">
            {localiseMessage(latest.text)} · <time dateTime={latest.at}>{formatDate(latest.at)}</time>
          </p>
        ) : null}
      </div>
      {application.status === 'draft' && openable(edit) ? (
        <div className="item__actions">
          <Link
            className="button button--primary button--small"
            to={edit}
            aria-label={t('Continue your application to {programme}', { programme: name })}
          >
            {t('Continue')}
          </Link>
        </div>
      ) : null}
    </li>
  );
}
