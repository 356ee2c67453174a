import type { MessageRow } from '../../db/schema.js';
import type { OutgoingMail } from '../outgoingMail.js';
import { MESSAGE_KIND_TEXT } from './messageKinds.js';
import { renderEmail } from './renderEmail.js';

/** A form message for the team; replying answers the sender. */
export function messageToStaffMail(staffEmail: string, message: MessageRow): OutgoingMail {
  const { label } = MESSAGE_KIND_TEXT[message.kind];
  return {
    kind: 'message_to_staff',
    to: staffEmail,
    replyTo: message.email,
    subject: `[${label}] Message from ${message.name}`,
    ...renderEmail({
      greeting: `A new message came in through the ${label} form.`,
      paragraphs: [
        [
          `From: ${message.name} <${message.email}>`,
          ...(message.organisation ? [`Organisation: ${message.organisation}`] : []),
          `Received: ${message.createdAt.toISOString()}`,
        ].join('\n'),
        message.message,
        'Reply to this e-mail to answer the sender directly.',
      ],
    }),
  };
}
