import type { MessageRow } from '../../db/schema.js';
import { translator } from '../../i18n/translator.js';
import type { OutgoingMail } from '../outgoingMail.js';
import { MESSAGE_KIND_TEXT } from './messageKinds.js';
import { ORGANISATION, renderEmail, type MailLocale } from './renderEmail.js';

/**
 * The sender's acknowledgement: a fixed text. It repeats nothing they typed, not even their name,
 * as the form would otherwise let anyone send words of their choosing to any address in our name.
 * Written in `locale`: the language of the page the form was sent from.
 */
export function messageReceiptMail(message: MessageRow, staffEmail: string, locale: MailLocale): OutgoingMail {
  const tr = translator(locale);
  return {
    kind: 'message_receipt',
    to: message.email,
    locale,
    replyTo: staffEmail,
    subject: tr('We have your message – {organisation}', { organisation: ORGANISATION }),
    ...renderEmail({
      locale,
      greeting: tr('Hello,'),
      paragraphs: [tr(MESSAGE_KIND_TEXT[message.kind].receipt), tr('If there is anything to add, reply to this e-mail.')],
      afterAction: [tr('If you did not write to us through our website, please ignore this e-mail.')],
    }),
  };
}
