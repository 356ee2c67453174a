import type { ApplicationAction } from './statusMachine.js';
import { transition } from './statusMachine.js';
import { applicantStatus, decisionReleased, type ReleaseFields } from './decisionRelease.js';

/**
 * The state machine applied to what the applicant may know. Before its release a decision is
 * invisible to them, so a refusal must not reveal it either: a decided application is refused as
 * one "under review" until the release.
 */
export function applicantTransition(
  row: ReleaseFields,
  action: Extract<ApplicationAction, 'edit' | 'submit' | 'withdraw'>,
  now: Date,
) {
  return transition(applicantStatus(row, now).status, action, decisionReleased(row, now));
}
