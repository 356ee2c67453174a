import type { Decision } from '@sla/data';
import type { OutgoingMail } from '../outgoingMail.js';
import { ORGANISATION, renderEmail, siteOf } from './renderEmail.js';

export interface DecisionReleasedDetails {
  to: string;
  name: string | null;
  programme: string;
  decision: Decision;
  /** The application in the applicant's portal. */
  applicationUrl: string;
  /** Once per released decision, however often the release runs. */
  dedupeKey: string;
}

/** What each decision says: warm, plain, and never leaving the applicant guessing what comes next. */
const WORDS: Record<Decision, (programme: string) => { subject: string; paragraphs: string[] }> = {
  accepted: (programme) => ({
    subject: `Congratulations: you have a place in ${programme}`,
    paragraphs: [
      `We are delighted to tell you that you have been accepted to ${programme}.`,
      'Our selection panel read every application with care, and yours stood out: your curiosity and your ideas came through clearly.',
      'Sign in to see your decision. Over the coming days we will write to you about what happens next: your cohort, your mentor and the first sessions.',
    ],
  }),
  waitlisted: (programme) => ({
    subject: `Your application to ${programme}: you are on the waiting list`,
    paragraphs: [
      `Thank you for applying to ${programme}. We enjoyed reading your application, and we have placed you on our waiting list.`,
      'We have fewer places than strong applicants. If a place becomes free, we will write to you straight away; there is nothing you need to do in the meantime.',
      'You can see your decision at any time by signing in.',
    ],
  }),
  rejected: (programme) => ({
    subject: `Your application to ${programme}`,
    paragraphs: [
      `Thank you for applying to ${programme}. We are sorry to tell you that we cannot offer you a place this time.`,
      'We received many more strong applications than we have places, and this decision was hard. It is not a judgement of your potential as a scientist.',
      'We would be glad to read a new application from you in a future round, and our newsletter shares other opportunities across the continent.',
    ],
  }),
};

/**
 * The applicant's e-mail when a decision on their application is released: optional ("decisions" in their e-mail
 * preferences; the portal notice is always left), so it carries a one-click unsubscribe.
 */
export function decisionReleasedMail(details: DecisionReleasedDetails, staffEmail: string): OutgoingMail {
  const words = WORDS[details.decision](details.programme);
  return {
    kind: 'decision_released',
    to: details.to,
    replyTo: staffEmail,
    dedupeKey: details.dedupeKey,
    optional: { category: 'decisions', siteUrl: siteOf(details.applicationUrl) },
    subject: words.subject,
    ...renderEmail({
      greeting: details.name ? `Dear ${details.name},` : 'Hello,',
      paragraphs: words.paragraphs,
      action: { label: 'See your application', url: details.applicationUrl },
      afterAction: [`If you have a question, reply to this e-mail and someone from the ${ORGANISATION} team will answer.`],
    }),
  };
}
