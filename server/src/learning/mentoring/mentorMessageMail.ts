import { translator, type Translate } from '../../i18n/translator.js';
import type { OutgoingMail } from '../../mail/outgoingMail.js';
import { dearOrHello, renderEmail, siteOf, type MailLocale } from '../../mail/templates/renderEmail.js';
import type { MentorshipSide } from './openMentorship.js';

export interface MentorMessageMailDetails {
  to: string;
  /** The recipient's language (users.locale). */
  locale: MailLocale;
  recipientName: string | null;
  senderName: string | null;
  /** The side that wrote: the e-mail calls them "your mentor" or "your mentee". */
  from: MentorshipSide;
  body: string;
  /** Where the recipient reads and answers the thread. */
  threadUrl: string;
  /** Once per message, however often the write is retried. */
  dedupeKey: string;
}

interface Words {
  subject: string;
  sent: string;
  answerInPortal: string;
}

/** What the e-mail says of each side, with and without the sender's name: whole sentences, for every language. */
const WORDS: Record<'mentor' | 'mentee', (tr: Translate, sender: string | null) => Words> = {
  mentor: (tr, sender) => ({
    subject: sender ? tr('A message from your mentor, {sender}', { sender }) : tr('A message from your mentor'),
    sent: sender ? tr('Your mentor, {sender}, sent you a message:', { sender }) : tr('Your mentor sent you a message:'),
    answerInPortal: tr('Please answer in your portal rather than by replying to this e-mail, so that your mentor gets it.'),
  }),
  mentee: (tr, sender) => ({
    subject: sender ? tr('A message from your mentee, {sender}', { sender }) : tr('A message from your mentee'),
    sent: sender ? tr('Your mentee, {sender}, sent you a message:', { sender }) : tr('Your mentee sent you a message:'),
    answerInPortal: tr('Please answer in your portal rather than by replying to this e-mail, so that your mentee gets it.'),
  }),
};

/**
 * The other side's e-mail about a new message: optional mail ("messages" in their e-mail preferences, with a one-click
 * unsubscribe). It carries the sender's name and words, never their address, and no Reply-To: answers belong in the
 * portal, where the thread is kept for both.
 */
export function mentorMessageMail(details: MentorMessageMailDetails): OutgoingMail {
  const tr = translator(details.locale);
  const words = WORDS[details.from === 'mentor' ? 'mentor' : 'mentee'](tr, details.senderName);
  return {
    kind: 'mentor_message',
    to: details.to,
    locale: details.locale,
    dedupeKey: details.dedupeKey,
    optional: { category: 'messages', siteUrl: siteOf(details.threadUrl) },
    subject: words.subject,
    ...renderEmail({
      locale: details.locale,
      greeting: dearOrHello(tr, details.recipientName),
      paragraphs: [words.sent, details.body],
      action: { label: tr('Read and answer'), url: details.threadUrl },
      afterAction: [words.answerInPortal],
    }),
  };
}
