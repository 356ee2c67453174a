import type { NewsletterSubscriber } from '@sla/contract';
import type { SubscriberRow } from '../db/schema.js';

/** Tokens never leave the service: they are the subscriber's proof, not staff data. */
export function toSubscriber(row: SubscriberRow): NewsletterSubscriber {
  return {
    id: row.id,
    email: row.email,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    unsubscribedAt: row.unsubscribedAt?.toISOString() ?? null,
  };
}
