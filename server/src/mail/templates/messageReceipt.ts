import type { MessageRow } from '../../db/schema.js';
import type { OutgoingMail } from '../outgoingMail.js';
import { MESSAGE_KIND_TEXT } from './messageKinds.js';
import { ORGANISATION, renderEmail } from './renderEmail.js';

/**
 * The sender's acknowledgement: a fixed text. It repeats nothing they typed, not even their name,
 * as the form would otherwise let anyone send words of their choosing to any address in our name.
 */
export function messageReceiptMail(message: MessageRow, staffEmail: string): OutgoingMail {
  return {
    kind: 'message_receipt',
    to: message.email,
    replyTo: staffEmail,
    subject: `We have your message – ${ORGANISATION}`,
    ...renderEmail({
      greeting: 'Hello,',
      paragraphs: [MESSAGE_KIND_TEXT[message.kind].receipt, 'If there is anything to add, reply to this e-mail.'],
      afterAction: ['If you did not write to us through our website, please ignore this e-mail.'],
    }),
  };
}
