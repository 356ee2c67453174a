import type { EmailCategory } from '@sla/contract';
import type { Locale } from '@sla/i18n/locales';
import type { OutboxRow } from '../db/schema.js';

/** An e-mail as a service decides to send it. */
export interface OutgoingMail {
  /** What it is, for staff and tests: "newsletter_confirmation", "donation_receipt", … */
  kind: string;
  to: string;
  /** The language it is written in (the recipient's; null: English): the footer line enqueueMail adds is written in it too. */
  locale?: Locale | null;
  replyTo?: string | null;
  subject: string;
  text: string;
  html?: string | null;
  headers?: Record<string, string>;
  /** A second message with the same key is dropped: for mail that must go once per event. */
  dedupeKey?: string | null;
  /**
   * Set on mail a member may turn off in their e-mail preferences: enqueueMail queues it only while `category` is on
   * for the account with this address, and adds a one-click unsubscribe (RFC 8058 headers and a footer line) with
   * links to `siteUrl`. Essential mail (receipts, confirmations, staff notifications, acknowledgements) has none.
   */
  optional?: { category: EmailCategory; siteUrl: string };
}

/** How a message leaves: SMTP, or nowhere (kept in the outbox for staff and tests to read). */
export interface MailTransport {
  /** Stored on the message once sent: "smtp" or "outbox". */
  name: string;
  send(message: OutboxRow, from: string): Promise<void>;
}

/**
 * A delivery that failed. `permanent` means retrying cannot help (the server refused the
 * recipient or the content); anything else is retried later.
 */
export class MailDeliveryError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
    this.name = 'MailDeliveryError';
  }
}
