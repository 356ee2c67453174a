import { MailDeliveryError, type MailTransport } from '../outgoingMail.js';
import { parseMailbox } from '../mailbox.js';
import { mimeMessage } from '../smtp/mimeMessage.js';
import { sendSmtp } from '../smtp/sendSmtp.js';
import { SmtpError } from '../smtp/smtpConnection.js';
import type { SmtpOptions } from '../smtp/smtpUrl.js';

/**
 * Sends through a mail server, one connection per message. The server refusing the recipient or
 * the content (5xx) is permanent; anything else (network, 4xx, sign-in) is retried, so an
 * outage or a wrong password costs time, not messages.
 */
export function smtpTransport(options: SmtpOptions): MailTransport {
  return {
    name: 'smtp',
    async send(message, from) {
      const sender = parseMailbox(from);
      if (!sender) throw new MailDeliveryError(`MAIL_FROM "${from}" is not an address.`, false);
      const domain = sender.address.split('@')[1];
      const data = mimeMessage({
        from,
        to: message.to,
        replyTo: message.replyTo,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: message.headers,
        messageId: `outbox-${message.id}-${message.createdAt.getTime()}@${domain}`,
        date: new Date(),
      });
      try {
        await sendSmtp(options, { from: sender.address, to: [message.to] }, data);
      } catch (error) {
        if (!(error instanceof SmtpError)) throw error;
        throw new MailDeliveryError(error.message, error.refused);
      }
    },
  };
}
