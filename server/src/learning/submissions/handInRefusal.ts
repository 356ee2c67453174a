import type { CohortMemberStatus, SubmissionState } from '@sla/contract';
import { SUBMISSION_MESSAGES } from '@sla/contract/serviceMessages';
import { dueText } from './dueText.js';

export interface HandInSituation {
  dueAt: Date;
  lateAccepted: boolean;
  /** The programme's, for the due date in the refusal. */
  timeZone: string;
  memberStatus: CohortMemberStatus;
  /** The student's work as last handed in, if any, and whether that hand-in came after the due date. */
  submission: { status: SubmissionState; late: boolean } | null;
}

/**
 * Why a hand-in (or an upload for one) would be refused at `now`, by the service's clock, or null when it would be
 * taken. The one rule behind the 409, the upload's refusal and the `canHandIn` a student's screen shows: work sent
 * back may be handed in again at any time; graded work never; work already handed in may be replaced until the due
 * date; a first hand-in after it only when late work is accepted.
 */
export function handInRefusal(situation: HandInSituation, now: Date): string | null {
  if (situation.memberStatus !== 'active') return SUBMISSION_MESSAGES.notActive;
  const { submission } = situation;
  const state = submission?.status ?? null;
  if (state === 'returned') return null;
  if (state === 'graded') return SUBMISSION_MESSAGES.graded;
  if (now <= situation.dueAt) return null;
  const due = dueText(situation.dueAt, situation.timeZone);
  if (submission?.status === 'submitted')
    return submission.late ? SUBMISSION_MESSAGES.handedInLate(due) : SUBMISSION_MESSAGES.dueAndHandedIn(due);
  return situation.lateAccepted ? null : SUBMISSION_MESSAGES.lateRefused(due);
}
