import type { ReportReason } from '@sla/data';
import type { OutgoingMail } from '../outgoingMail.js';
import { renderEmail } from './renderEmail.js';

/** How a report's reason reads in a sentence. */
const REASON_TEXT: Record<ReportReason, string> = {
  spam: 'spam',
  harassment: 'harassment',
  inappropriate: 'something inappropriate',
  impersonation: 'impersonation',
  other: 'another concern',
};

export interface AlumniReportMailDetails {
  /** The organisation's team address (STAFF_EMAIL in the site settings). */
  to: string;
  reason: ReportReason;
  /** Where staff who manage alumni profiles read and resolve reports. */
  reportsUrl: string;
  /** Once per report. */
  dedupeKey: string;
}

/**
 * Tells the team that a member reported another. Essential mail to the team address, with no names, details or quoted
 * message: those stay in the data service, for staff who manage alumni profiles to read after signing in.
 */
export function alumniReportMail(details: AlumniReportMailDetails): OutgoingMail {
  return {
    kind: 'alumni_report',
    to: details.to,
    dedupeKey: details.dedupeKey,
    subject: 'A member of the alumni network made a report',
    ...renderEmail({
      greeting: 'Hello,',
      paragraphs: [
        `A member of the alumni network reported another member for ${REASON_TEXT[details.reason]}.`,
        'You can read the report and mark it resolved in the alumni portal, under Alumni profiles.',
      ],
      action: { label: 'Read the report', url: details.reportsUrl },
    }),
  };
}
