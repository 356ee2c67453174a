import type { MessageRow } from '../../db/schema.js';
import { translator } from '../../i18n/translator.js';
import type { OutgoingMail } from '../outgoingMail.js';
import { MESSAGE_KIND_TEXT } from './messageKinds.js';
import { renderEmail, type MailLocale } from './renderEmail.js';

/**
 * A form message for the team; replying answers the sender. Written in `locale`: the language of the account with
 * the team address, if there is one (else English). The sender's own words are passed on as they wrote them.
 */
export function messageToStaffMail(staffEmail: string, message: MessageRow, locale: MailLocale): OutgoingMail {
  const tr = translator(locale);
  const form = tr(MESSAGE_KIND_TEXT[message.kind].label);
  return {
    kind: 'message_to_staff',
    to: staffEmail,
    locale,
    replyTo: message.email,
    subject: tr('[{form}] Message from {name}', { form, name: message.name }),
    ...renderEmail({
      locale,
      greeting: tr('A new message came in through the {form} form.', { form }),
      paragraphs: [
        [
          tr('From: {name} <{email}>', { name: message.name, email: message.email }),
          ...(message.organisation ? [tr('Organisation: {organisation}', { organisation: message.organisation })] : []),
          tr('Received: {at}', { at: message.createdAt.toISOString() }),
        ].join('\n'),
        message.message,
        tr('Reply to this e-mail to answer the sender directly.'),
      ],
    }),
  };
}
