import type { OutboxMessage } from '@sla/contract';
import type { OutboxRow } from '../db/schema.js';

export function toOutboxMessage(row: OutboxRow): OutboxMessage {
  return {
    id: String(row.id),
    kind: row.kind,
    to: row.to,
    replyTo: row.replyTo,
    subject: row.subject,
    text: row.text,
    html: row.html,
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: row.nextAttemptAt.toISOString(),
    lastError: row.lastError,
    transport: row.transport,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}
