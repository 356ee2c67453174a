import { DataError, type ApplicationStatus } from '@sla/contract';
import { REVIEW_MESSAGES } from '@sla/contract/serviceMessages';
import { transition } from '../applications/statusMachine.js';
import type { ApplicationRow } from '../db/schema.js';

/**
 * The status an application has once review work starts on it (assigning a reviewer, scoring it):
 * a submitted one moves to under_review through the state machine; under_review and an unreleased
 * decision stay as they are. A draft or a withdrawn application answers the state machine's 409,
 * and so does one whose decision was released.
 */
export function statusForReview(row: ApplicationRow): ApplicationStatus {
  if (row.releasedAt) throw new DataError('conflict', REVIEW_MESSAGES.released);
  if (row.status === 'under_review' || row.status === 'decided') return row.status;
  return transition(row.status, 'start_review');
}
