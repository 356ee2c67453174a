import { translator } from '../i18n/translator.js';
import type { OutgoingMail } from '../mail/outgoingMail.js';
import { dearOrHello, renderEmail, siteOf, type MailLocale } from '../mail/templates/renderEmail.js';

export interface ApplicantMessageMailDetails {
  messageId: string;
  to: string;
  /** The applicant's language (users.locale). */
  locale: MailLocale;
  name: string | null;
  programName: string;
  /** The message as written (Markdown reads as plain text): every value is escaped by renderEmail. */
  body: string;
  /** The thread in the applicant's portal, in their language. */
  threadUrl: string;
}

/**
 * A message from the programme team about an application: from the organisation (no staff member's name), the
 * programme's name and the message, and a link to the thread to reply there; never the application's status (decision
 * 0043). Optional mail ("messages" in the applicant's e-mail preferences): the message waits in the portal either way.
 */
export function applicantMessageMail(details: ApplicantMessageMailDetails): OutgoingMail {
  const tr = translator(details.locale);
  const programme = details.programName;
  return {
    kind: 'applicant_message',
    to: details.to,
    locale: details.locale,
    dedupeKey: `applicant-message:${details.messageId}`,
    optional: { category: 'messages', siteUrl: siteOf(details.threadUrl) },
    subject: tr('A message about your application to {programme}', { programme }),
    ...renderEmail({
      locale: details.locale,
      greeting: dearOrHello(tr, details.name),
      paragraphs: [tr('The {programme} team wrote to you about your application:', { programme }), details.body],
      action: { label: tr('Read and reply in your portal'), url: details.threadUrl },
    }),
  };
}
