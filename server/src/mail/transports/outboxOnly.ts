import type { MailTransport } from '../outgoingMail.js';

/**
 * Without a mail server (no SMTP_URL) messages are delivered to the outbox itself: marked sent
 * with transport "outbox", for staff (GET /api/outbox) and tests to read. Nothing leaves.
 */
export const outboxOnlyTransport: MailTransport = {
  name: 'outbox',
  send: async () => undefined,
};
