import type { QueueItem } from '@sla/data';
import { t } from '@sla/i18n';

type Applicant = QueueItem['applicant'];

/** The name to call an applicant by: their name, else their e-mail, else their id. */
export function applicantName(applicant: Applicant): string {
  return applicant.displayName?.trim() || applicant.email?.trim() || applicant.uid;
}

/** Name and e-mail, one under the other. */
export function ApplicantIdentity({ applicant }: { applicant: Applicant }) {
  const name = applicant.displayName?.trim();
  return (
    <>
      <span className="review-applicant__name">{name || <span className="data-table__muted">{t('No name')}</span>}</span>
      {applicant.email ? (
        <>
          <br />
          <span className="review-applicant__email">{applicant.email}</span>
        </>
      ) : null}
    </>
  );
}
