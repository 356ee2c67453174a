import type { ApplicationStatus, Decision } from '@sla/data';

/** What applicants call each status; staff words ("decided") are not theirs. */
export const STATUS_LABELS: Record<ApplicationStatus, string> = {
  draft: 'Draft',
  submitted: 'Submitted',
  under_review: 'Under review',
  decided: 'Decision made',
  withdrawn: 'Withdrawn',
};

export const DECISION_LABELS: Record<Decision, string> = {
  accepted: 'Accepted',
  waitlisted: 'Waitlisted',
  rejected: 'Rejected',
};

/** "Under review", or "Decision: Accepted" once a decision is released. */
export function statusLabel(status: ApplicationStatus, decision: Decision | null): string {
  if (status === 'decided' && decision) return `Decision: ${DECISION_LABELS[decision]}`;
  return STATUS_LABELS[status];
}

/** The badge colour (classes from data-views.css); a rejection stays neutral rather than alarming. */
export function statusBadgeClass(status: ApplicationStatus, decision: Decision | null): string {
  if (status === 'decided') {
    if (decision === 'accepted') return 'badge badge--success';
    if (decision === 'waitlisted') return 'badge badge--warning';
    return 'badge';
  }
  if (status === 'submitted') return 'badge badge--info';
  if (status === 'under_review') return 'badge badge--warning';
  return 'badge';
}
