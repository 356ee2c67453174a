import { msg, translator } from '../../i18n/translator.js';
import type { OutgoingMail } from '../outgoingMail.js';
import { dearOrHello, renderEmail, type MailLocale } from './renderEmail.js';

export interface MentorRequestedMailDetails {
  to: string;
  /** The mentor's language (users.locale). */
  locale: MailLocale;
  recipientName: string | null;
  /** The student's display name; null: they have none, and the e-mail says "A student" in the mentor's language. */
  studentName: string | null;
  note: string;
  /** Where the mentor answers (their mentees' page). */
  answerUrl: string;
  /** Once per request. */
  dedupeKey: string;
}

const A_STUDENT = msg('A student');

/** A student asked an alumnus to mentor them (decision 0047): essential, it waits for their answer. */
export function mentorRequestedMail(details: MentorRequestedMailDetails): OutgoingMail {
  const tr = translator(details.locale);
  const name = details.studentName ?? tr(A_STUDENT);
  return {
    kind: 'mentor_request',
    to: details.to,
    locale: details.locale,
    dedupeKey: details.dedupeKey,
    subject: tr('{name} would like you to be their mentor', { name }),
    ...renderEmail({
      locale: details.locale,
      greeting: dearOrHello(tr, details.recipientName),
      paragraphs: [
        tr('{name}, a student in one of our programmes, saw that you are open to mentoring and wrote to you:', { name }),
        details.note,
      ],
      action: { label: tr('Answer the request'), url: details.answerUrl },
      afterAction: [tr('You may accept or decline; no reason is needed, and the student is told kindly.')],
    }),
  };
}
