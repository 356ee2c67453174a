import * as z from 'zod/mini';
import { listMessagesQuery, MESSAGE_KINDS } from '../../schemas/messages.js';
import { operation } from '../operation.js';

/** A message from the Contact or Get Involved forms. */
export const contactMessage = z.strictObject({
  id: z.string(),
  kind: z.enum(MESSAGE_KINDS),
  name: z.string(),
  email: z.string(),
  organisation: z.nullable(z.string()),
  message: z.string(),
  createdAt: z.string(),
});
export type ContactMessage = z.output<typeof contactMessage>;

export const listMessages = operation({
  id: 'listMessages',
  method: 'GET',
  path: '/messages',
  summary: 'Contact and Get Involved messages, newest first, optionally of one kind',
  query: listMessagesQuery,
  answer: z.strictObject({ items: z.array(contactMessage), nextCursor: z.nullable(z.string()) }),
  status: 200,
  access: { anyOf: ['view_all_users'] },
  refusals: [400, 401, 403],
});

/** What the public site's forms collected, for staff. */
export const messageOperations = [listMessages] as const;
