import { DataError, type ApplicationStatus } from '@sla/data';

/** What can happen to an application; each is allowed from some statuses only. */
export type ApplicationAction = 'edit' | 'submit' | 'start_review' | 'decide' | 'withdraw';

/**
 * The one state machine (issue 5): draft → submitted → under_review → decided, and withdrawn from any status
 * before a decision is released. A decision may be changed until it is released; `released` says whether it was.
 */
const ALLOWED: Record<ApplicationAction, readonly ApplicationStatus[]> = {
  edit: ['draft'],
  submit: ['draft'],
  start_review: ['submitted'],
  decide: ['submitted', 'under_review', 'decided'],
  withdraw: ['draft', 'submitted', 'under_review', 'decided'],
};

const TARGET: Record<Exclude<ApplicationAction, 'edit'>, ApplicationStatus> = {
  submit: 'submitted',
  start_review: 'under_review',
  decide: 'decided',
  withdraw: 'withdrawn',
};

/** Why an action is refused, in words for the person who tried it. */
const REFUSAL: Record<ApplicationAction, Partial<Record<ApplicationStatus | 'released', string>>> = {
  edit: {
    submitted: 'This application has been submitted, so it can no longer be changed.',
    under_review: 'This application is being reviewed, so it can no longer be changed.',
    decided: 'A decision has been made on this application, so it can no longer be changed.',
    withdrawn: 'This application was withdrawn, so it can no longer be changed.',
  },
  submit: {
    submitted: 'This application has already been submitted.',
    under_review: 'This application has already been submitted and is being reviewed.',
    decided: 'This application has already been decided.',
    withdrawn: 'This application was withdrawn and cannot be submitted. Start a new one if the programme is still open.',
  },
  start_review: {
    draft: 'This application has not been submitted yet, so it cannot be reviewed.',
    under_review: 'This application is already under review.',
    decided: 'This application has already been decided.',
    withdrawn: 'This application was withdrawn, so it cannot be reviewed.',
  },
  decide: {
    draft: 'This application has not been submitted yet, so it cannot be decided.',
    withdrawn: 'This application was withdrawn, so it cannot be decided.',
    released: 'The decision on this application has already been released and cannot be changed.',
  },
  withdraw: {
    withdrawn: 'This application has already been withdrawn.',
    released: 'A decision has been made on this application, so it can no longer be withdrawn.',
  },
};

export function canTransition(status: ApplicationStatus, action: ApplicationAction, released = false): boolean {
  if (released && (action === 'decide' || action === 'withdraw')) return false;
  return ALLOWED[action].includes(status);
}

/**
 * The status after `action`, or a 409 DataError saying why not. `released`: a decision on the
 * application has been released to the applicant.
 */
export function transition(status: ApplicationStatus, action: ApplicationAction, released = false): ApplicationStatus {
  if (!canTransition(status, action, released)) {
    const key = released && (action === 'decide' || action === 'withdraw') ? 'released' : status;
    throw new DataError('conflict', REFUSAL[action][key] ?? 'This change is not possible for this application now.');
  }
  return action === 'edit' ? status : TARGET[action];
}
