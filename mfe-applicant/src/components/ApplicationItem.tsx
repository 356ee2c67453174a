import { Link } from '@sla/router';
import type { ApplicationSummary, TimelineEvent } from '@sla/data';
import { formatDate } from '../format.js';
import { detailPath, editPath } from '../overview.js';
import { StatusBadge } from './StatusBadge.js';

/** One of the applicant's applications on the dashboard: status (with the decision once released) and the latest news. */
export function ApplicationItem({
  application,
  latest,
  canEdit,
}: {
  application: ApplicationSummary;
  latest: TimelineEvent | null;
  canEdit: boolean;
}) {
  const name = application.program.name;
  return (
    <li className="item">
      <div className="item__body">
        <h3 className="item__title">
          <Link to={detailPath(application.id)}>{name}</Link>
        </h3>
        <p className="item__meta">
          <StatusBadge status={application.status} decision={application.decision} />
        </p>
        {latest ? (
          <p className="item__meta">
            {latest.text} · <time dateTime={latest.at}>{formatDate(latest.at)}</time>
          </p>
        ) : null}
      </div>
      {application.status === 'draft' && canEdit ? (
        <div className="item__actions">
          <Link
            className="button button--primary button--small"
            to={editPath(application.id)}
            aria-label={`Continue your application to ${name}`}
          >
            Continue
          </Link>
        </div>
      ) : null}
    </li>
  );
}
