import type { OUTBOX_STATUSES } from '../schemas.js';

export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** One e-mail the product sent or will send: declared with its operation (contract/people/outbox). */
export type { OutboxMessage } from '../operations/people/outbox.js';
