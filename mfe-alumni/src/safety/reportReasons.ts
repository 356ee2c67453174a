import type { ReportReason } from '@sla/data';
import { msg } from '@sla/i18n';

/** What each report reason says to the person reporting and to the staff who read the report (messages: translated where shown). */
export const REPORT_REASON_LABELS: Readonly<Record<ReportReason, string>> = {
  spam: msg('Spam or advertising'),
  harassment: msg('Harassment or bullying'),
  inappropriate: msg('Offensive or inappropriate content'),
  impersonation: msg('Pretending to be someone else'),
  other: msg('Something else'),
};
