import type { SubmissionStatus } from '@sla/data';
import { msg } from '@sla/i18n';

// Every text here is marked with msg() and translated where it is shown.

export const SUBMISSION_STATUS_LABELS: Record<SubmissionStatus, string> = {
  submitted: msg('Waiting'),
  returned: msg('Returned'),
  published: msg('Published'),
  withdrawn: msg('Withdrawn'),
};

export const SUBMISSION_STATUS_BADGES: Record<SubmissionStatus, string> = {
  submitted: 'badge badge--info',
  returned: 'badge badge--warning',
  published: 'badge badge--success',
  withdrawn: 'badge',
};

/** What the list says when nothing has the status shown. */
export const EMPTY_LISTS: Record<SubmissionStatus, string> = {
  submitted: msg('No submissions waiting. Stories alumni send in from their portal appear here.'),
  returned: msg('No submission has been returned to its author.'),
  published: msg('No submission has been published yet.'),
  withdrawn: msg('No author has withdrawn a submission.'),
};

/** The list's name for screen readers, for each status shown. */
export const LIST_CAPTIONS: Record<SubmissionStatus, string> = {
  submitted: msg('Waiting submissions, newest first'),
  returned: msg('Returned submissions, newest first'),
  published: msg('Published submissions, newest first'),
  withdrawn: msg('Withdrawn submissions, newest first'),
};

/** The status a list shows, from the address (?status=…); waiting ones unless another is named. */
export function statusFrom(value: string | null): SubmissionStatus {
  return value && value in SUBMISSION_STATUS_LABELS ? (value as SubmissionStatus) : 'submitted';
}
