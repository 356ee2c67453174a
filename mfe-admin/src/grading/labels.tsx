import type { SubmissionState } from '@sla/data';
import { msg, t } from '@sla/i18n';
import { shownName } from '@sla/domain';

// Records, so a state added to @sla/data fails to compile here until it has words.
/** How staff call each state: work handed in and not yet graded is "waiting" for them. Translated with t() where shown. */
export const STATE_LABELS: Readonly<Record<SubmissionState, string>> = {
  submitted: msg('Waiting'),
  returned: msg('Returned'),
  graded: msg('Graded'),
};

/** Each state's badge: badge--info, badge--warning, badge--success. */
const STATE_TONES: Readonly<Record<SubmissionState, string>> = {
  submitted: 'info',
  returned: 'warning',
  graded: 'success',
};

export function StateBadge({ state }: { state: SubmissionState }) {
  return <span className={`badge badge--${STATE_TONES[state]}`}>{t(STATE_LABELS[state])}</span>;
}

export function LateBadge() {
  return <span className="badge badge--danger">{t('Late')}</span>;
}

/** "Fatou Diallo", or words for a student without a name on their profile (shownName, as everywhere). */
export function studentName(student: { displayName: string | null }): string {
  return shownName(student.displayName);
}
