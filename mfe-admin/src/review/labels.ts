import type { ApplicationStatus, Decision, Recommendation } from '@sla/data';
import type { QUEUE_SORTS, QUEUED_STATUSES } from '@sla/contract/schemas';
import { msg, t } from '@sla/i18n';

export type QueueSort = (typeof QUEUE_SORTS)[number];

// Records, so a status, decision or sort added to @sla/data fails to compile here until it has a label. Translated
// with t() where shown.
export const STATUS_LABELS: Readonly<Record<ApplicationStatus, string>> = {
  draft: msg('Draft'),
  submitted: msg('Submitted'),
  under_review: msg('Under review'),
  decided: msg('Decided'),
  withdrawn: msg('Withdrawn'),
};

/** The queue's status filter: drafts never reach the queue. */
export const QUEUE_STATUS_LABELS: Readonly<Record<(typeof QUEUED_STATUSES)[number], string>> = {
  submitted: STATUS_LABELS.submitted,
  under_review: STATUS_LABELS.under_review,
  decided: STATUS_LABELS.decided,
  withdrawn: STATUS_LABELS.withdrawn,
};

export const STATUS_BADGES: Readonly<Record<ApplicationStatus, string>> = {
  draft: 'badge',
  submitted: 'badge badge--info',
  under_review: 'badge badge--warning',
  decided: 'badge badge--success',
  withdrawn: 'badge',
};

export const DECISION_LABELS: Readonly<Record<Decision, string>> = {
  accepted: msg('Accepted'),
  waitlisted: msg('Waitlisted'),
  rejected: msg('Rejected'),
};

export const DECISION_BADGES: Readonly<Record<Decision, string>> = {
  accepted: 'badge badge--success',
  waitlisted: 'badge badge--warning',
  rejected: 'badge badge--danger',
};

export const RECOMMENDATION_LABELS: Readonly<Record<Recommendation, string>> = {
  accept: msg('Accept'),
  waitlist: msg('Waitlist'),
  reject: msg('Reject'),
};

export const SORT_LABELS: Readonly<Record<QueueSort, string>> = {
  submitted_desc: msg('Newest submitted'),
  submitted_asc: msg('Oldest submitted'),
  score_desc: msg('Highest score'),
  updated_desc: msg('Recently updated'),
};

export const keysOf = <K extends string>(record: Readonly<Record<K, unknown>>) => Object.keys(record) as K[];

/** A table of labels in the page's language, for a component that shows its labels as given (FilterSelect). */
export function translateLabels<K extends string>(labels: Readonly<Record<K, string>>): Record<K, string> {
  return Object.fromEntries(Object.entries<string>(labels).map(([key, label]) => [key, t(label)])) as Record<K, string>;
}
