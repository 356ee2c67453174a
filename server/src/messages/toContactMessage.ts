import type { ContactMessage } from '@sla/contract';
import type { MessageRow } from '../db/schema.js';

export function toContactMessage(row: MessageRow): ContactMessage {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    email: row.email,
    organisation: row.organisation,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
  };
}
