import type { StaffApplication } from '@sla/data';
import { formatDate } from '../../format.js';
import { releaseLabel } from '../format.js';
import { ApplicantIdentity } from './ApplicantCell.js';
import { DecisionBadge, StatusBadge } from './StatusBadge.js';

/** Who applied, to what, and where the application stands. */
export function ApplicationHeader({ application, now }: { application: StaffApplication; now: number }) {
  return (
    <dl className="review-header">
      <div>
        <dt>Applicant</dt>
        <dd>
          <ApplicantIdentity applicant={application.applicant} />
        </dd>
      </div>
      <div>
        <dt>Programme</dt>
        <dd>{application.program.name}</dd>
      </div>
      <div>
        <dt>Status</dt>
        <dd>
          <StatusBadge status={application.status} />
        </dd>
      </div>
      <div>
        <dt>Decision</dt>
        <dd>
          {application.decision ? (
            <>
              <DecisionBadge decision={application.decision} />
              {application.decisionReleaseAt ? ` ${releaseLabel(application.decisionReleaseAt, now)}` : null}
            </>
          ) : (
            'None yet'
          )}
        </dd>
      </div>
      <div>
        <dt>Submitted</dt>
        <dd>
          {application.submittedAt ? (
            <time dateTime={application.submittedAt}>{formatDate(application.submittedAt)}</time>
          ) : (
            'Not submitted'
          )}
        </dd>
      </div>
    </dl>
  );
}
