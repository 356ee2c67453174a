import { translator } from '../../i18n/translator.js';
import type { OutgoingMail } from '../outgoingMail.js';
import { dearOrHello, renderEmail, siteOf, type MailLocale } from './renderEmail.js';

export interface AlumniMessageMailDetails {
  to: string;
  /** The recipient's language (users.locale). */
  locale: MailLocale;
  recipientName: string | null;
  /** The sender as the alumni network names them to members: never their e-mail address. */
  senderName: string;
  body: string;
  /** The conversation in the alumni portal, where the recipient reads and answers. */
  conversationUrl: string;
  /** Once per message, however often the write is retried. */
  dedupeKey: string;
}

/**
 * A member's notice of a new message in the alumni network: optional mail ("messages" in their e-mail preferences,
 * with a one-click unsubscribe). It carries the sender's name as members see it and their words, never an address,
 * and no Reply-To: answers belong in the portal, where neither side learns the other's e-mail address.
 */
export function alumniMessageMail(details: AlumniMessageMailDetails): OutgoingMail {
  const tr = translator(details.locale);
  const sender = details.senderName;
  return {
    kind: 'alumni_message',
    to: details.to,
    locale: details.locale,
    dedupeKey: details.dedupeKey,
    optional: { category: 'messages', siteUrl: siteOf(details.conversationUrl) },
    subject: tr('A message from {sender} in the alumni network', { sender }),
    ...renderEmail({
      locale: details.locale,
      greeting: dearOrHello(tr, details.recipientName),
      paragraphs: [tr('{sender} sent you a message in the alumni network:', { sender }), details.body],
      action: { label: tr('Read and answer'), url: details.conversationUrl },
      afterAction: [
        tr(
          'Please answer in the alumni portal rather than by replying to this e-mail: your e-mail address stays private there. If messages from this person are unwelcome, you can block or report them from the conversation.',
        ),
      ],
    }),
  };
}
