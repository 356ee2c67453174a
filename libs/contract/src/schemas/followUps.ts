import { msg } from '@sla/i18n';
import * as z from 'zod/mini';
import { MESSAGE_KINDS } from './messages.js';
import { cursor, limit } from './paging.js';

/** What a follow-up is about: one of the public forms' messages, or a pledge made on the Donate page. */
export const FOLLOW_UP_KINDS = [...MESSAGE_KINDS, 'pledge'] as const;
export type FollowUpKind = (typeof FOLLOW_UP_KINDS)[number];

/** Where an item stands: nobody has taken it up, someone is on it, or nothing more is to be done. */
export const FOLLOW_UP_STATUSES = ['new', 'in_progress', 'done'] as const;
export type FollowUpStatus = (typeof FOLLOW_UP_STATUSES)[number];

/** The status filter: a status, or "open" (new or in progress, what the dashboard counts). */
export const FOLLOW_UP_STATUS_FILTERS = ['open', ...FOLLOW_UP_STATUSES] as const;
export type FollowUpStatusFilter = (typeof FOLLOW_UP_STATUS_FILTERS)[number];

/** The owner filter's word for "nobody has taken it". */
export const NO_OWNER = 'none';

/** A note, a reply or a sender's answer: plain text, as typed. */
export const FOLLOW_UP_TEXT_MAX = 5000;
const text = (required: string) =>
  z
    .string({ error: required })
    .check(z.trim(), z.minLength(1, required), z.maxLength(FOLLOW_UP_TEXT_MAX, msg('Keep it to 5,000 characters or fewer.')));

/** Staff's list: every filter optional; `owner` is a member of staff's uid or "none". */
export const followUpListQuery = z.object({
  status: z.optional(z.enum(FOLLOW_UP_STATUS_FILTERS, { error: msg('Choose a status.') })),
  owner: z.optional(z.string().check(z.minLength(1, msg('Choose an owner.')), z.maxLength(128, msg('Choose an owner.')))),
  kind: z.optional(z.enum(FOLLOW_UP_KINDS, { error: msg('Choose a kind.') })),
  cursor: z.optional(cursor),
  limit: z.optional(limit(200)),
});
export type FollowUpListQuery = Omit<z.input<typeof followUpListQuery>, 'limit'> & { limit?: number };

/** Status and owner, each optional; `ownerUid: null` leaves it with nobody. */
export const followUpChange = z.object({
  status: z.optional(z.enum(FOLLOW_UP_STATUSES, { error: msg('Choose a status.') })),
  ownerUid: z.optional(
    z.nullable(z.string().check(z.minLength(1, msg('Choose an owner.')), z.maxLength(128, msg('Choose an owner.')))),
  ),
});
export type FollowUpChange = z.input<typeof followUpChange>;

/** An internal note: staff only, never sent. */
export const followUpNoteInput = z.object({ body: text(msg('Write the note.')) });
export type FollowUpNoteInput = z.input<typeof followUpNoteInput>;

/** A reply to the sender, e-mailed in their language. */
export const followUpReplyInput = z.object({ body: text(msg('Write your reply.')) });
export type FollowUpReplyInput = z.input<typeof followUpReplyInput>;

/** The sender's answer on the page their reply link opens. */
export const followUpAnswerInput = z.object({ message: text(msg('Write your message.')) });
export type FollowUpAnswerInput = z.input<typeof followUpAnswerInput>;
