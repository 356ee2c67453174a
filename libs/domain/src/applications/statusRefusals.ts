import { msg } from '@sla/i18n';
import type { ApplicationStatus } from '@sla/contract';

type Refusals = Partial<Record<ApplicationStatus | 'released', string>>;

/**
 * Why something cannot be done to an application in its status (or once its decision is released), in words for the
 * person who tried it: the service's refusals, and what the applicant portal says where it explains the same thing.
 */
export const STATUS_REFUSALS = {
  edit: {
    submitted: msg('This application has been submitted, so it can no longer be changed.'),
    under_review: msg('This application is being reviewed, so it can no longer be changed.'),
    decided: msg('A decision has been made on this application, so it can no longer be changed.'),
    withdrawn: msg('This application was withdrawn, so it can no longer be changed.'),
  },
  submit: {
    submitted: msg('This application has already been submitted.'),
    under_review: msg('This application has already been submitted and is being reviewed.'),
    decided: msg('This application has already been decided.'),
    withdrawn: msg('This application was withdrawn and cannot be submitted. Start a new one if the programme is still open.'),
  },
  start_review: {
    draft: msg('This application has not been submitted yet, so it cannot be reviewed.'),
    under_review: msg('This application is already under review.'),
    decided: msg('This application has already been decided.'),
    withdrawn: msg('This application was withdrawn, so it cannot be reviewed.'),
  },
  decide: {
    draft: msg('This application has not been submitted yet, so it cannot be decided.'),
    withdrawn: msg('This application was withdrawn, so it cannot be decided.'),
    released: msg('The decision on this application has already been released and cannot be changed.'),
  },
  withdraw: {
    withdrawn: msg('This application has already been withdrawn.'),
    released: msg('A decision has been made on this application, so it can no longer be withdrawn.'),
  },
} as const satisfies Record<string, Refusals>;
