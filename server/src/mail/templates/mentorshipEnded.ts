import { msg, translator } from '../../i18n/translator.js';
import type { OutgoingMail } from '../outgoingMail.js';
import { dearOrHello, renderEmail, type MailLocale } from './renderEmail.js';

export interface MentorshipEndedMailDetails {
  to: string;
  /** The recipient's language (users.locale). */
  locale: MailLocale;
  recipientName: string | null;
  /** Which side the recipient was on: the mentee ('student', as a mentorship calls them) or the mentor. */
  recipient: 'student' | 'mentor';
  /** The other person's display name; null: they have none, and the e-mail names them in the recipient's language. */
  otherName: string | null;
  /** Who ended it: the other side, or staff. */
  endedBy: 'student' | 'mentor' | 'staff';
  /** The note the other side left (empty: none); staff's reason never comes here. */
  note: string;
  /** Where the recipient reads the ended mentorship: the mentee's mentor page, the mentor's mentee page. */
  pageUrl: string;
  /** Once per mentorship and recipient. */
  dedupeKey: string;
}

const YOUR_MENTOR = msg('Your mentor');
const YOUR_MENTEE = msg('Your mentee');
const YOUR_MENTOR_IN_SENTENCE = msg('your mentor');
const YOUR_MENTEE_IN_SENTENCE = msg('your mentee');

/**
 * A mentorship ended (decision 0052, amended): essential, since it changes what the recipient can do. The other side's
 * note, when they left one, is quoted; staff's reason is for staff only and never here.
 */
export function mentorshipEndedMail(details: MentorshipEndedMailDetails): OutgoingMail {
  const tr = translator(details.locale);
  const mentee = details.recipient === 'student';
  const byStaff = details.endedBy === 'staff';
  const name =
    details.otherName ??
    (byStaff ? tr(mentee ? YOUR_MENTOR_IN_SENTENCE : YOUR_MENTEE_IN_SENTENCE) : tr(mentee ? YOUR_MENTOR : YOUR_MENTEE));
  const note = details.note.trim();
  return {
    kind: 'mentorship_ended',
    to: details.to,
    locale: details.locale,
    dedupeKey: details.dedupeKey,
    subject: byStaff ? tr('Your mentorship with {name} has ended', { name }) : tr('{name} ended your mentorship', { name }),
    ...renderEmail({
      locale: details.locale,
      greeting: dearOrHello(tr, details.recipientName),
      paragraphs: [
        byStaff ? tr('Staff ended your mentorship with {name}.', { name }) : tr('{name} ended your mentorship.', { name }),
        ...(note ? [tr('They left you a note:'), note] : []),
        tr('Your messages, tasks and check-ins stay on the portal for you to read; no new messages can be sent.'),
        mentee
          ? tr('If you would like another mentor, your mentor page shows how to find one.')
          : tr('Thank you for the time you gave as a mentor.'),
      ],
      action: { label: mentee ? tr('Open your mentor page') : tr('Open the mentorship'), url: details.pageUrl },
    }),
  };
}
