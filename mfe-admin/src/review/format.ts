import { formatDateTime, t } from '@sla/i18n';
import { formatDate } from '../format.js';
import { UPLOAD_TYPE_LABELS } from '../programs/labels.js';

const DAY_MONTH: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short' };

/** "3 Dec" ("3 déc." in French). */
export function formatDayMonth(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatDateTime(date, DAY_MONTH);
}

/** A date answer, "2008-05-17", as "17 May 2008"; anything else as it came. */
export { formatCalendarDate as formatCalendarDay } from '@sla/ui';
export { formatFileSize } from '@sla/domain';

/** "PDF", "PNG image"; an unexpected type as it came. */
export function fileTypeLabel(mime: string): string {
  const label = (UPLOAD_TYPE_LABELS as Readonly<Record<string, string>>)[mime];
  return label ? t(label) : mime;
}

/** A 0–100 score as a whole number: "72". */
export function formatScore(score: number): string {
  return String(Math.round(score));
}

/** When a decision reaches the applicant: "releases 3 Dec" while ahead, "released 3 March 2025" after. */
export function releaseLabel(releaseAt: string, now: number): string {
  const at = Date.parse(releaseAt);
  if (Number.isNaN(at)) return '';
  return at > now
    ? t('releases {date}', { date: formatDayMonth(releaseAt) })
    : t('released {date}', { date: formatDate(releaseAt) });
}
