import type { ApplicationStatus, Decision } from '@sla/data';
import { DECISION_BADGES, DECISION_LABELS, STATUS_BADGES, STATUS_LABELS } from '../labels.js';

export function StatusBadge({ status }: { status: ApplicationStatus }) {
  return <span className={STATUS_BADGES[status]}>{STATUS_LABELS[status]}</span>;
}

export function DecisionBadge({ decision }: { decision: Decision }) {
  return <span className={DECISION_BADGES[decision]}>{DECISION_LABELS[decision]}</span>;
}
