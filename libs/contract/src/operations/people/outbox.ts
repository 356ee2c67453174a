import * as z from 'zod/mini';
import { listOutboxQuery, OUTBOX_STATUSES } from '../../schemas/outbox.js';
import { operation } from '../operation.js';

/** One e-mail the product sent or will send. */
export const outboxMessage = z.strictObject({
  id: z.string(),
  /** What the e-mail is, e.g. "newsletter_confirmation". */
  kind: z.string(),
  to: z.string(),
  replyTo: z.nullable(z.string()),
  subject: z.string(),
  text: z.string(),
  html: z.nullable(z.string()),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.int(),
  nextAttemptAt: z.string(),
  lastError: z.nullable(z.string()),
  /** How it left: "smtp", or "outbox" when no mail server is configured. */
  transport: z.nullable(z.string()),
  createdAt: z.string(),
  sentAt: z.nullable(z.string()),
});
export type OutboxMessage = z.output<typeof outboxMessage>;

/** Admins only: the bodies hold live confirm and unsubscribe links and whatever people wrote. */
export const listOutbox = operation({
  id: 'listOutbox',
  method: 'GET',
  path: '/outbox',
  summary: 'E-mails sent or to be sent, newest first, optionally to one address or of one status',
  query: listOutboxQuery,
  answer: z.strictObject({ items: z.array(outboxMessage), nextCursor: z.nullable(z.string()) }),
  status: 200,
  access: { anyOf: ['manage_system_settings'] },
  refusals: [400, 401, 403],
});

/** The mail as sent. */
export const outboxOperations = [listOutbox] as const;
