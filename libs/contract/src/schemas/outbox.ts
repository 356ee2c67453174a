import { msg } from '@sla/i18n';
import * as z from 'zod/mini';
import { cursor, limit } from './paging.js';

export const OUTBOX_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const;

export const listOutboxQuery = z.object({
  to: z.optional(z.string().check(z.trim(), z.maxLength(254, msg('Keep the address to 254 characters or fewer.')))),
  status: z.optional(z.enum(OUTBOX_STATUSES, { error: msg('Choose queued, sending, sent or failed.') })),
  cursor: z.optional(cursor),
  limit: z.optional(limit(200)),
});
export type ListOutboxQuery = Omit<z.input<typeof listOutboxQuery>, 'limit'> & { limit?: number };
