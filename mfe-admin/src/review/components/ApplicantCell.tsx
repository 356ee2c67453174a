import type { QueueItem } from '@sla/data';
import { shownName } from '@sla/domain';

type Applicant = QueueItem['applicant'];

/** The name to call an applicant by: their name, else their e-mail (shownName, as everywhere). */
export function applicantName(applicant: Applicant): string {
  return shownName(applicant);
}

/** Name and e-mail, one under the other. */
export function ApplicantIdentity({ applicant }: { applicant: Applicant }) {
  const name = applicant.displayName?.trim();
  return (
    <>
      <span className="review-applicant__name">{name || <span className="data-table__muted">{shownName(null)}</span>}</span>
      {applicant.email ? (
        <>
          <br />
          <span className="review-applicant__email">{applicant.email}</span>
        </>
      ) : null}
    </>
  );
}
