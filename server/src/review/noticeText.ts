import type { Decision } from '@sla/data';

/** The portal notice when a decision is released: what it is, in one sentence. */
export function decisionNoticeText(decision: Decision, programme: string): string {
  if (decision === 'accepted') return `Congratulations! You have been accepted to ${programme}.`;
  if (decision === 'waitlisted') return `You are on the waiting list for ${programme}. We will write if a place becomes free.`;
  return `The decision on your ${programme} application is ready: we cannot offer you a place this time.`;
}

export const applicationPath = (id: string) => `/applicant/applications/${encodeURIComponent(id)}`;
