import { translator } from '../../i18n/translator.js';
import type { OutgoingMail } from '../../mail/outgoingMail.js';
import { dearOrHello, ORGANISATION, renderEmail, siteOf, type MailLocale } from '../../mail/templates/renderEmail.js';

export interface MarkedWorkDetails {
  to: string;
  /** The student's language (users.locale). */
  locale: MailLocale;
  name: string | null;
  title: string;
  feedback: string;
  /** The assignment in the student's portal. */
  assignmentUrl: string;
  /** Once per submission, attempt and outcome: a grade corrected a minute later sends no second e-mail. */
  dedupeKey: string;
}

// Both tell of a notice in the student's portal: optional mail ("messages" in their e-mail preferences).

/** The student's e-mail when their work is graded. */
export function workGradedMail(
  details: MarkedWorkDetails & { grade: number; maxPoints: number },
  staffEmail: string,
): OutgoingMail {
  const tr = translator(details.locale);
  const { title } = details;
  return {
    kind: 'work_graded',
    to: details.to,
    locale: details.locale,
    replyTo: staffEmail,
    dedupeKey: details.dedupeKey,
    optional: { category: 'messages', siteUrl: siteOf(details.assignmentUrl) },
    subject: tr('Your work on {title} has been graded', { title }),
    ...renderEmail({
      locale: details.locale,
      greeting: dearOrHello(tr, details.name),
      paragraphs: [
        tr('Your work on "{title}" has been graded: {grade} out of {maxPoints} points.', {
          title,
          grade: details.grade,
          maxPoints: details.maxPoints,
        }),
        ...(details.feedback ? [tr('Your grader wrote:'), details.feedback] : []),
      ],
      action: { label: tr('See your work'), url: details.assignmentUrl },
      afterAction: [
        tr('If you have a question about it, reply to this e-mail and the {organisation} team will help.', {
          organisation: ORGANISATION,
        }),
      ],
    }),
  };
}

/** The student's e-mail when their work is sent back for changes. */
export function workReturnedMail(details: MarkedWorkDetails, staffEmail: string): OutgoingMail {
  const tr = translator(details.locale);
  const { title } = details;
  return {
    kind: 'work_returned',
    to: details.to,
    locale: details.locale,
    replyTo: staffEmail,
    dedupeKey: details.dedupeKey,
    optional: { category: 'messages', siteUrl: siteOf(details.assignmentUrl) },
    subject: tr('Your work on {title} was returned for changes', { title }),
    ...renderEmail({
      locale: details.locale,
      greeting: dearOrHello(tr, details.name),
      paragraphs: [
        tr('Your work on "{title}" has been sent back to you for changes, with this note:', { title }),
        details.feedback,
        tr('Make the changes and hand it in again whenever you are ready: the due date does not stop you.'),
      ],
      action: { label: tr('See your work'), url: details.assignmentUrl },
    }),
  };
}
