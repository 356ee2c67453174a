import type { AssignmentStatus } from '@sla/data';
import { t } from '@sla/i18n';
import { STATUS_BADGES, STATUS_LABELS } from '../status.js';

/**
 * An assignment's status as a pill, and "Overdue" beside it when it is past due with nothing handed in. Work set before
 * the student joined, with nothing handed in, is not theirs to owe: it says so, calmly, instead of "To do".
 */
export function StatusBadge({
  status,
  overdue = false,
  setBeforeJoining = false,
}: {
  status: AssignmentStatus;
  overdue?: boolean;
  setBeforeJoining?: boolean;
}) {
  if (setBeforeJoining)
    return (
      <span className="student-badges">
        <span className="badge">{t('Set before you joined')}</span>
      </span>
    );
  return (
    <span className="student-badges">
      <span className={STATUS_BADGES[status]}>{t(STATUS_LABELS[status])}</span>
      {overdue ? <span className="badge badge--danger">{t('Overdue')}</span> : null}
    </span>
  );
}
