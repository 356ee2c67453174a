import { msg } from '@sla/i18n';
import * as z from 'zod/mini';
import { emailAddress, personName } from './fields.js';
import { cursor, limit } from './paging.js';

export const MESSAGE_KINDS = ['contact', 'volunteer', 'mentor', 'partner'] as const;
const kind = z.enum(MESSAGE_KINDS, { error: msg('Choose what your message is about.') });

/** The Contact form and the Get Involved forms (volunteer, mentor, partner): one schema for all four. */
export const messageInput = z.object({
  kind,
  name: personName,
  email: emailAddress,
  organisation: z.optional(
    z.string().check(z.trim(), z.maxLength(150, msg('Keep the organisation to 150 characters or fewer.'))),
  ),
  message: z
    .string({ error: msg('Write your message.') })
    .check(
      z.trim(),
      z.minLength(10, msg('Write at least 10 characters, so we know how to help.')),
      z.maxLength(5000, msg('Keep your message to 5,000 characters or fewer.')),
    ),
  /** Left empty by people; the form hides it. Robots that fill it get a polite answer and nothing else. */
  website: z.optional(z.string().check(z.maxLength(500, msg('Leave this field empty.')))),
});
export type MessageInput = z.input<typeof messageInput>;

export const listMessagesQuery = z.object({
  kind: z.optional(kind),
  cursor: z.optional(cursor),
  limit: z.optional(limit(200)),
});
export type ListMessagesQuery = Omit<z.input<typeof listMessagesQuery>, 'limit'> & { limit?: number };
