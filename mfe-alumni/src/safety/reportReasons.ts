import type { ReportReason } from '@sla/data';

/** What each report reason says to the person reporting and to the staff who read the report. */
export const REPORT_REASON_LABELS: Readonly<Record<ReportReason, string>> = {
  spam: 'Spam or advertising',
  harassment: 'Harassment or bullying',
  inappropriate: 'Offensive or inappropriate content',
  impersonation: 'Pretending to be someone else',
  other: 'Something else',
};
