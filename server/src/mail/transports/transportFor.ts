import type { MailTransport } from '../outgoingMail.js';
import { parseSmtpUrl } from '../smtp/smtpUrl.js';
import { outboxOnlyTransport } from './outboxOnly.js';
import { smtpTransport } from './smtpTransport.js';

/** SMTP when SMTP_URL is set; otherwise mail stays in the outbox. */
export function transportFor(smtpUrl: string | null): MailTransport {
  return smtpUrl ? smtpTransport(parseSmtpUrl(smtpUrl)) : outboxOnlyTransport;
}
