import type { SubmissionStatus } from '@sla/data';

export const SUBMISSION_STATUS_LABELS: Record<SubmissionStatus, string> = {
  submitted: 'Waiting',
  returned: 'Returned',
  published: 'Published',
  withdrawn: 'Withdrawn',
};

export const SUBMISSION_STATUS_BADGES: Record<SubmissionStatus, string> = {
  submitted: 'badge badge--info',
  returned: 'badge badge--warning',
  published: 'badge badge--success',
  withdrawn: 'badge',
};

/** What the list says when nothing has the status shown. */
export const EMPTY_LISTS: Record<SubmissionStatus, string> = {
  submitted: 'No submissions waiting. Stories alumni send in from their portal appear here.',
  returned: 'No submission has been returned to its author.',
  published: 'No submission has been published yet.',
  withdrawn: 'No author has withdrawn a submission.',
};

/** The status a list shows, from the address (?status=…); waiting ones unless another is named. */
export function statusFrom(value: string | null): SubmissionStatus {
  return value && value in SUBMISSION_STATUS_LABELS ? (value as SubmissionStatus) : 'submitted';
}
