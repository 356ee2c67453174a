import type { ContentStatus } from '@sla/data';
import { msg, t } from '@sla/i18n';

/** Each status's name, translated where shown. */
export const STATUS_LABELS: Readonly<Record<ContentStatus, string>> = {
  draft: msg('Draft'),
  scheduled: msg('Scheduled'),
  published: msg('Published'),
  archived: msg('Archived'),
};

const BADGES: Readonly<Record<ContentStatus, string>> = {
  draft: 'badge',
  scheduled: 'badge badge--info',
  published: 'badge badge--success',
  archived: 'badge badge--warning',
};

/** A post's status as a badge: the same words and colours in the list and the editor. */
export function StatusBadge({ status }: { status: ContentStatus }) {
  return <span className={BADGES[status]}>{t(STATUS_LABELS[status])}</span>;
}
