import { DataError, type ApplicationStatus } from '@sla/contract';
import { STATUS_REFUSALS } from '@sla/domain';
import { APPLICATION_MESSAGES } from '@sla/contract/serviceMessages';

/** What can happen to an application; each is allowed from some statuses only. */
export type ApplicationAction = 'edit' | 'submit' | 'start_review' | 'decide' | 'withdraw';

/**
 * The one state machine: draft → submitted → under_review → decided, and withdrawn from any status
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

/** Why an action is refused, in words for the person who tried it (shared with the applicant portal's explanations). */
const REFUSAL: Record<ApplicationAction, Partial<Record<ApplicationStatus | 'released', string>>> = STATUS_REFUSALS;

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
    throw new DataError('conflict', REFUSAL[action][key] ?? APPLICATION_MESSAGES.notPossibleNow);
  }
  return action === 'edit' ? status : TARGET[action];
}
