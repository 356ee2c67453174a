import type { ApplicationStatus, Decision } from '@sla/data';
import { statusBadgeClass, statusLabel } from '../status.js';

/** An application's status as a pill: "Under review", "Decision: Accepted". */
export function StatusBadge({ status, decision }: { status: ApplicationStatus; decision: Decision | null }) {
  return <span className={statusBadgeClass(status, decision)}>{statusLabel(status, decision)}</span>;
}
