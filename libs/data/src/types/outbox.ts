import type { OUTBOX_STATUSES } from '../schemas.js';

export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** One e-mail the product sent or will send. */
export interface OutboxMessage {
  id: string;
  /** What the e-mail is, e.g. "newsletter_confirmation". */
  kind: string;
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
  html: string | null;
  status: OutboxStatus;
  attempts: number;
  nextAttemptAt: string;
  lastError: string | null;
  /** How it left: "smtp", or "outbox" when no mail server is configured. */
  transport: string | null;
  createdAt: string;
  sentAt: string | null;
}
