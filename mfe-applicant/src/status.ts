import { msg, t } from '@sla/i18n';
import type { ApplicationStatus, Decision } from '@sla/data';

/** What applicants call each status; staff words ("decided") are not theirs. Messages: statusLabel translates them. */
export const STATUS_LABELS: Record<ApplicationStatus, string> = {
  draft: msg('Draft'),
  submitted: msg('Submitted'),
  under_review: msg('Under review'),
  decided: msg('Decision made'),
  withdrawn: msg('Withdrawn'),
};

/** A released decision as a status: a whole message each, so a language can make the words agree. */
export const DECISION_LABELS: Record<Decision, string> = {
  accepted: msg('Decision: Accepted'),
  waitlisted: msg('Decision: Waitlisted'),
  rejected: msg('Decision: Rejected'),
};

/** "Under review", or "Decision: Accepted" once a decision is released, in the page's language. */
export function statusLabel(status: ApplicationStatus, decision: Decision | null): string {
  if (status === 'decided' && decision) return t(DECISION_LABELS[decision]);
  return t(STATUS_LABELS[status]);
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
