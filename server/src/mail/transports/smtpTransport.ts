import { createTransport } from 'nodemailer';
import type { OutboxRow } from '../../db/schema.js';
import { parseMailbox } from '../mailbox.js';
import { MailDeliveryError, type MailTransport } from '../outgoingMail.js';
import type { SmtpOptions } from '../smtp/smtpUrl.js';
import { smtpConnectionSettings } from './smtpConnectionSettings.js';
import { smtpFailure } from './smtpFailure.js';

/** The whole conversation may not take longer than this; the outbox lease (retryPolicy) is longer still. */
export const SMTP_DEADLINE_MS = 120_000;

/** Header values as plain strings: an object value would let nodemailer emit it unencoded. */
const plainHeaders = (headers: OutboxRow['headers']) =>
  Object.fromEntries(Object.entries(headers ?? {}).map(([name, value]) => [name, String(value)]));

/**
 * Sends through a mail server with nodemailer, one connection per message. The Message-ID is
 * derived from the outbox row, so it stays the same across retries and a receiver that got a
 * message twice can tell. Failures become MailDeliveryError (see smtpFailure).
 */
export function smtpTransport(options: SmtpOptions): MailTransport {
  return {
    name: 'smtp',
    async send(message, from) {
      const sender = parseMailbox(from);
      if (!sender) throw new MailDeliveryError(`MAIL_FROM "${from}" is not an address.`, false);
      const domain = sender.address.split('@')[1];
      try {
        const mailer = createTransport(smtpConnectionSettings(options));
        await mailer.sendMail({
          from,
          to: message.to,
          ...(message.replyTo ? { replyTo: message.replyTo } : {}),
          subject: message.subject,
          text: message.text,
          ...(message.html ? { html: message.html } : {}),
          headers: plainHeaders(message.headers),
          messageId: `<outbox-${message.id}-${message.createdAt.getTime()}@${domain}>`,
          // Readable in any mail client's source view, and safe over 7-bit servers.
          textEncoding: 'quoted-printable',
          signal: AbortSignal.timeout(options.deadlineMs ?? SMTP_DEADLINE_MS),
        });
      } catch (error) {
        throw smtpFailure(error);
      }
    },
  };
}
