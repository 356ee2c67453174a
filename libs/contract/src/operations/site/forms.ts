import * as z from 'zod/mini';
import { messageInput } from '../../schemas/messages.js';
import { operation } from '../operation.js';

/** What a public form answers when it was taken: a sentence to show. */
export const acknowledgement = z.strictObject({ message: z.string() });
export type Acknowledgement = z.output<typeof acknowledgement>;

export const sendContactMessage = operation({
  id: 'sendContactMessage',
  method: 'POST',
  path: '/public/messages',
  summary: 'Contact and Get Involved forms: stored, mailed to staff, acknowledged to the sender',
  body: messageInput,
  answer: acknowledgement,
  status: 202,
  access: 'public',
  refusals: [400, 429],
});

/** The Contact and Get Involved forms (the newsletter's and the donations' forms are with their topics). */
export const formOperations = [sendContactMessage] as const;
