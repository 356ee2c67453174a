import type { ContentStatus } from '@sla/data';

export const STATUS_LABELS: Readonly<Record<ContentStatus, string>> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  published: 'Published',
  archived: 'Archived',
};

const BADGES: Readonly<Record<ContentStatus, string>> = {
  draft: 'badge',
  scheduled: 'badge badge--info',
  published: 'badge badge--success',
  archived: 'badge badge--warning',
};

/** A post's status as a badge: the same words and colours in the list and the editor. */
export function StatusBadge({ status }: { status: ContentStatus }) {
  return <span className={BADGES[status]}>{STATUS_LABELS[status]}</span>;
}
