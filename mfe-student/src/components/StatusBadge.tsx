import type { AssignmentStatus } from '@sla/data';
import { t } from '@sla/i18n';
import { STATUS_BADGES, STATUS_LABELS } from '../status.js';

/** An assignment's status as a pill, and "Overdue" beside it when it is past due with nothing handed in. */
export function StatusBadge({ status, overdue = false }: { status: AssignmentStatus; overdue?: boolean }) {
  return (
    <span className="student-badges">
      <span className={STATUS_BADGES[status]}>{t(STATUS_LABELS[status])}</span>
      {overdue ? <span className="badge badge--danger">{t('Overdue')}</span> : null}
    </span>
  );
}
