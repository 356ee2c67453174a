import type { NodemailerError } from 'nodemailer';
import { MailDeliveryError } from '../outgoingMail.js';

/** The steps at which a refusal is about this message (its recipient or content), not the server. */
const MESSAGE_STEPS = new Set(['RCPT TO', 'DATA']);

function explain(error: NodemailerError): string {
  switch (error.code) {
    case 'EABORT':
      return 'The mail server took too long; giving up for now.';
    case 'ETIMEDOUT':
      return `The mail server did not answer in time (${error.message}).`;
    case 'EAUTH':
      return `The mail server refused the user name or password: ${error.message}`;
    case 'ETLS':
      return `Could not encrypt the connection to the mail server (STARTTLS is required by SMTP_URL or its password): ${error.message}`;
    case 'ECONNECTION':
    case 'ESOCKET':
    case 'EDNS':
      return `Could not talk to the mail server: ${error.message}`;
    case 'EENVELOPE':
    case 'EMESSAGE':
      return `The mail server refused the message: ${error.message}`;
    default:
      return `Sending through the mail server failed: ${error.message}`;
  }
}

/**
 * A failed send as the outbox understands it. Only a 5xx refusal of the recipient or the content
 * is permanent; anything else (network, timeouts, 4xx, sign-in, TLS) is retried, so an outage or a
 * wrong password costs time, not messages.
 */
export function smtpFailure(caught: unknown): MailDeliveryError {
  if (caught instanceof MailDeliveryError) return caught;
  const error: NodemailerError = caught instanceof Error ? caught : new Error(String(caught));
  const permanent = error.permanent === true && MESSAGE_STEPS.has(error.command ?? '');
  return new MailDeliveryError(explain(error), permanent);
}
