import { msg, translator } from '../../i18n/translator.js';
import type { OutgoingMail } from '../outgoingMail.js';
import { dearOrHello, renderEmail, type MailLocale } from './renderEmail.js';

export interface MentorRequestedMailDetails {
  to: string;
  /** The mentor's language (users.locale). */
  locale: MailLocale;
  recipientName: string | null;
  /** The asker's display name; null: they have none, and the e-mail names them in the mentor's language. */
  studentName: string | null;
  /** Whether they asked as a student or as a recent alumnus (decision 0052). */
  askedAs: 'student' | 'alumni';
  note: string;
  /** Where the mentor answers (their mentees' page). */
  answerUrl: string;
  /** Once per request. */
  dedupeKey: string;
}

const A_STUDENT = msg('A student');
const AN_ALUMNUS = msg('An alumnus or alumna');

/** A student (or a recent alumnus, decision 0052) asked an alumnus to mentor them (decision 0047): essential, it waits for their answer. */
export function mentorRequestedMail(details: MentorRequestedMailDetails): OutgoingMail {
  const tr = translator(details.locale);
  const name = details.studentName ?? tr(details.askedAs === 'alumni' ? AN_ALUMNUS : A_STUDENT);
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
        details.askedAs === 'alumni'
          ? tr('{name}, who recently completed one of our programmes, saw that you are open to mentoring and wrote to you:', {
              name,
            })
          : tr('{name}, a student in one of our programmes, saw that you are open to mentoring and wrote to you:', {
              name,
            }),
        details.note,
      ],
      action: { label: tr('Answer the request'), url: details.answerUrl },
      afterAction: [
        details.askedAs === 'alumni'
          ? tr('You may accept or decline; no reason is needed, and they are told kindly.')
          : tr('You may accept or decline; no reason is needed, and the student is told kindly.'),
      ],
    }),
  };
}
