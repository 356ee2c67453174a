import type { StaffApplication } from '@sla/data';
import { t } from '@sla/i18n';
import { formatDate } from '../../format.js';
import { releaseLabel } from '../format.js';
import { ApplicantIdentity } from './ApplicantCell.js';
import { DecisionBadge, StatusBadge } from './StatusBadge.js';

/** Who applied, to what, and where the application stands. */
export function ApplicationHeader({ application, now }: { application: StaffApplication; now: number }) {
  return (
    <dl className="review-header">
      <div>
        <dt>{t('Applicant')}</dt>
        <dd>
          <ApplicantIdentity applicant={application.applicant} />
        </dd>
      </div>
      <div>
        <dt>{t('Programme')}</dt>
        <dd>{application.program.name}</dd>
      </div>
      <div>
        <dt>{t('Status')}</dt>
        <dd>
          <StatusBadge status={application.status} />
        </dd>
      </div>
      <div>
        <dt>{t('Decision')}</dt>
        <dd>
          {application.decision ? (
            <>
              <DecisionBadge decision={application.decision} />
              {application.decisionReleaseAt ? ` ${releaseLabel(application.decisionReleaseAt, now)}` : null}
            </>
          ) : (
            t('None yet')
          )}
        </dd>
      </div>
      <div>
        <dt>{t('Submitted')}</dt>
        <dd>
          {application.submittedAt ? (
            <time dateTime={application.submittedAt}>{formatDate(application.submittedAt)}</time>
          ) : (
            t('Not submitted')
          )}
        </dd>
      </div>
    </dl>
  );
}
