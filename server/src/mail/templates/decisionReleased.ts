import type { Decision } from '@sla/contract';
import { translator, type Translate } from '../../i18n/translator.js';
import type { OutgoingMail } from '../outgoingMail.js';
import { dearOrHello, ORGANISATION, renderEmail, siteOf, type MailLocale } from './renderEmail.js';

export interface DecisionReleasedDetails {
  to: string;
  /** The applicant's language (users.locale). */
  locale: MailLocale;
  name: string | null;
  programme: string;
  decision: Decision;
  /** The application in the applicant's portal. */
  applicationUrl: string;
  /** Once per released decision, however often the release runs. */
  dedupeKey: string;
}

/** What each decision says: warm, plain, and never leaving the applicant guessing what comes next. */
const WORDS: Record<Decision, (tr: Translate, programme: string) => { subject: string; paragraphs: string[] }> = {
  accepted: (tr, programme) => ({
    subject: tr('Congratulations: you have a place in {programme}', { programme }),
    paragraphs: [
      tr('We are delighted to tell you that you have been accepted to {programme}.', { programme }),
      tr(
        'Our selection panel read every application with care, and yours stood out: your curiosity and your ideas came through clearly.',
      ),
      tr(
        'Sign in to see your decision. Over the coming days we will write to you about what happens next: your cohort, your mentor and the first sessions.',
      ),
    ],
  }),
  waitlisted: (tr, programme) => ({
    subject: tr('Your application to {programme}: you are on the waiting list', { programme }),
    paragraphs: [
      tr(
        'Thank you for applying to {programme}. We enjoyed reading your application, and we have placed you on our waiting list.',
        { programme },
      ),
      tr(
        'We have fewer places than strong applicants. If a place becomes free, we will write to you straight away; there is nothing you need to do in the meantime.',
      ),
      tr('You can see your decision at any time by signing in.'),
    ],
  }),
  rejected: (tr, programme) => ({
    subject: tr('Your application to {programme}', { programme }),
    paragraphs: [
      tr('Thank you for applying to {programme}. We are sorry to tell you that we cannot offer you a place this time.', {
        programme,
      }),
      tr(
        'We received many more strong applications than we have places, and this decision was hard. It is not a judgement of your potential as a scientist.',
      ),
      tr(
        'We would be glad to read a new application from you in a future round, and our newsletter shares other opportunities across the continent.',
      ),
    ],
  }),
};

/**
 * The applicant's e-mail when a decision on their application is released: optional ("decisions" in their e-mail
 * preferences; the portal notice is always left), so it carries a one-click unsubscribe.
 */
export function decisionReleasedMail(details: DecisionReleasedDetails, staffEmail: string): OutgoingMail {
  const tr = translator(details.locale);
  const words = WORDS[details.decision](tr, details.programme);
  return {
    kind: 'decision_released',
    to: details.to,
    locale: details.locale,
    replyTo: staffEmail,
    dedupeKey: details.dedupeKey,
    optional: { category: 'decisions', siteUrl: siteOf(details.applicationUrl) },
    subject: words.subject,
    ...renderEmail({
      locale: details.locale,
      greeting: dearOrHello(tr, details.name),
      paragraphs: words.paragraphs,
      action: { label: tr('See your application'), url: details.applicationUrl },
      afterAction: [
        tr('If you have a question, reply to this e-mail and someone from the {organisation} team will answer.', {
          organisation: ORGANISATION,
        }),
      ],
    }),
  };
}
