import { t } from '@sla/i18n';
import type { ApplicationStatus, Decision } from '@sla/data';
import { DECISION_BADGES, DECISION_LABELS, STATUS_BADGES, STATUS_LABELS } from '../labels.js';

export function StatusBadge({ status }: { status: ApplicationStatus }) {
  return <span className={STATUS_BADGES[status]}>{t(STATUS_LABELS[status])}</span>;
}

export function DecisionBadge({ decision }: { decision: Decision }) {
  return <span className={DECISION_BADGES[decision]}>{t(DECISION_LABELS[decision])}</span>;
}
