import type { ReportReason } from '@sla/contract';
import { translator, type Translate } from '../../i18n/translator.js';
import type { OutgoingMail } from '../outgoingMail.js';
import { renderEmail, type MailLocale } from './renderEmail.js';

/** What the team is told for each reason: one whole sentence each, so every language words it its own way. */
const REPORTED_FOR: Record<ReportReason, (tr: Translate) => string> = {
  spam: (tr) => tr('A member of the alumni network reported another member for spam.'),
  harassment: (tr) => tr('A member of the alumni network reported another member for harassment.'),
  inappropriate: (tr) => tr('A member of the alumni network reported another member for something inappropriate.'),
  impersonation: (tr) => tr('A member of the alumni network reported another member for impersonation.'),
  other: (tr) => tr('A member of the alumni network reported another member for another concern.'),
};

export interface AlumniReportMailDetails {
  /** The organisation's team address (STAFF_EMAIL in the site settings). */
  to: string;
  /** The language of the account with the team address, if there is one (else English). */
  locale: MailLocale;
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
  const tr = translator(details.locale);
  return {
    kind: 'alumni_report',
    to: details.to,
    locale: details.locale,
    dedupeKey: details.dedupeKey,
    subject: tr('A member of the alumni network made a report'),
    ...renderEmail({
      locale: details.locale,
      greeting: tr('Hello,'),
      paragraphs: [
        REPORTED_FOR[details.reason](tr),
        tr('You can read the report and mark it resolved in the alumni portal, under Alumni profiles.'),
      ],
      action: { label: tr('Read the report'), url: details.reportsUrl },
    }),
  };
}
