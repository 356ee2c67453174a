import { msg, translator } from '../../i18n/translator.js';
import type { OutgoingMail } from '../outgoingMail.js';
import { dearOrHello, renderEmail, type MailLocale } from './renderEmail.js';

export interface MentorRequestAnsweredMailDetails {
  to: string;
  /** The student's language (users.locale). */
  locale: MailLocale;
  recipientName: string | null;
  /** The mentor's display name; null: they have none, and the e-mail names them in the student's language. */
  mentorName: string | null;
  accepted: boolean;
  /** The student's mentor page: their new mentor, or the list to ask someone else. */
  mentorPageUrl: string;
  /** Once per request. */
  dedupeKey: string;
}

const YOUR_MENTOR = msg('Your mentor');
const THE_MENTOR = msg('The mentor');

/**
 * The mentor answered a student's request (decision 0047). A decline gives no reason and says so kindly: it is about the
 * mentor's time, and the student may ask someone else.
 */
export function mentorRequestAnsweredMail(details: MentorRequestAnsweredMailDetails): OutgoingMail {
  const tr = translator(details.locale);
  const name = details.mentorName ?? tr(details.accepted ? YOUR_MENTOR : THE_MENTOR);
  return {
    kind: 'mentor_request_answered',
    to: details.to,
    locale: details.locale,
    dedupeKey: details.dedupeKey,
    subject: details.accepted
      ? tr('{name} accepted your request for a mentor', { name })
      : tr('About your request to {name}', { name }),
    ...renderEmail({
      locale: details.locale,
      greeting: dearOrHello(tr, details.recipientName),
      paragraphs: details.accepted
        ? [tr('Good news: {name} accepted your request and is your mentor now. Say hello from your mentor page.', { name })]
        : [
            tr('{name} cannot take on a new mentee just now. That is about their time, not about you.', { name }),
            tr('Other alumni are open to mentoring: you may ask one of them from your mentor page.'),
          ],
      action: { label: tr('Open your mentor page'), url: details.mentorPageUrl },
    }),
  };
}
