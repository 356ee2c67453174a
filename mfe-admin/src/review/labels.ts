import type { ApplicationStatus, Decision, Recommendation } from '@sla/data';
import type { QUEUE_SORTS } from '@sla/data/schemas';

export type QueueSort = (typeof QUEUE_SORTS)[number];

// Records, so a status, decision or sort added to @sla/data fails to compile here until it has a label.
export const STATUS_LABELS: Readonly<Record<ApplicationStatus, string>> = {
  draft: 'Draft',
  submitted: 'Submitted',
  under_review: 'Under review',
  decided: 'Decided',
  withdrawn: 'Withdrawn',
};

export const STATUS_BADGES: Readonly<Record<ApplicationStatus, string>> = {
  draft: 'badge',
  submitted: 'badge badge--info',
  under_review: 'badge badge--warning',
  decided: 'badge badge--success',
  withdrawn: 'badge',
};

export const DECISION_LABELS: Readonly<Record<Decision, string>> = {
  accepted: 'Accepted',
  waitlisted: 'Waitlisted',
  rejected: 'Rejected',
};

export const DECISION_BADGES: Readonly<Record<Decision, string>> = {
  accepted: 'badge badge--success',
  waitlisted: 'badge badge--warning',
  rejected: 'badge badge--danger',
};

export const RECOMMENDATION_LABELS: Readonly<Record<Recommendation, string>> = {
  accept: 'Accept',
  waitlist: 'Waitlist',
  reject: 'Reject',
};

export const SORT_LABELS: Readonly<Record<QueueSort, string>> = {
  submitted_desc: 'Newest submitted',
  submitted_asc: 'Oldest submitted',
  score_desc: 'Highest score',
  updated_desc: 'Recently updated',
};

export const keysOf = <K extends string>(record: Readonly<Record<K, unknown>>) => Object.keys(record) as K[];
