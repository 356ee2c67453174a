import type { SubmissionState } from '@sla/data';

// Records, so a state added to @sla/data fails to compile here until it has words.
/** How staff call each state: work handed in and not yet graded is "waiting" for them. */
export const STATE_LABELS: Readonly<Record<SubmissionState, string>> = {
  submitted: 'Waiting',
  returned: 'Returned',
  graded: 'Graded',
};

export const STATE_BADGES: Readonly<Record<SubmissionState, string>> = {
  submitted: 'badge badge--info',
  returned: 'badge badge--warning',
  graded: 'badge badge--success',
};

export function StateBadge({ state }: { state: SubmissionState }) {
  return <span className={STATE_BADGES[state]}>{STATE_LABELS[state]}</span>;
}

export function LateBadge() {
  return <span className="badge badge--danger">Late</span>;
}

/** "Fatou Diallo", or words for a student without a name on their profile. */
export function studentName(student: { displayName: string | null }): string {
  return student.displayName?.trim() || 'Student without a name';
}
