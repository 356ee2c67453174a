import type { FollowUpKind, FollowUpStatus, FollowUpStatusFilter } from '@sla/contract/schemas';
import { msg } from '@sla/i18n';
import { MESSAGE_KIND_LABELS } from '../messageKinds.js';

/** How staff name what an item came through: the public forms, or a pledge; translated with t() where shown. */
export const FOLLOW_UP_KIND_LABELS: Readonly<Record<FollowUpKind, string>> = {
  ...MESSAGE_KIND_LABELS,
  pledge: msg('Pledge'),
};

export const FOLLOW_UP_STATUS_LABELS: Readonly<Record<FollowUpStatus, string>> = {
  new: msg('New'),
  in_progress: msg('In progress'),
  done: msg('Done'),
};

/** The status filter's choices: "open" first, as the dashboard's count links to it. */
export const FOLLOW_UP_FILTER_LABELS: Readonly<Record<FollowUpStatusFilter, string>> = {
  open: msg('Open items'),
  ...FOLLOW_UP_STATUS_LABELS,
};

export const FOLLOW_UP_STATUS_BADGES: Readonly<Record<FollowUpStatus, string>> = {
  new: 'badge badge--info',
  in_progress: 'badge badge--warning',
  done: 'badge badge--success',
};
