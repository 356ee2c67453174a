import type { OutgoingMail } from '../../mail/outgoingMail.js';
import { ORGANISATION, renderEmail, siteOf } from '../../mail/templates/renderEmail.js';

export interface MarkedWorkDetails {
  to: string;
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
  return {
    kind: 'work_graded',
    to: details.to,
    replyTo: staffEmail,
    dedupeKey: details.dedupeKey,
    optional: { category: 'messages', siteUrl: siteOf(details.assignmentUrl) },
    subject: `Your work on ${details.title} has been graded`,
    ...renderEmail({
      greeting: details.name ? `Dear ${details.name},` : 'Hello,',
      paragraphs: [
        `Your work on "${details.title}" has been graded: ${details.grade} out of ${details.maxPoints} points.`,
        ...(details.feedback ? ['Your grader wrote:', details.feedback] : []),
      ],
      action: { label: 'See your work', url: details.assignmentUrl },
      afterAction: [`If you have a question about it, reply to this e-mail and the ${ORGANISATION} team will help.`],
    }),
  };
}

/** The student's e-mail when their work is sent back for changes. */
export function workReturnedMail(details: MarkedWorkDetails, staffEmail: string): OutgoingMail {
  return {
    kind: 'work_returned',
    to: details.to,
    replyTo: staffEmail,
    dedupeKey: details.dedupeKey,
    optional: { category: 'messages', siteUrl: siteOf(details.assignmentUrl) },
    subject: `Your work on ${details.title} was returned for changes`,
    ...renderEmail({
      greeting: details.name ? `Dear ${details.name},` : 'Hello,',
      paragraphs: [
        `Your work on "${details.title}" has been sent back to you for changes, with this note:`,
        details.feedback,
        'Make the changes and hand it in again whenever you are ready: the due date does not stop you.',
      ],
      action: { label: 'See your work', url: details.assignmentUrl },
    }),
  };
}
