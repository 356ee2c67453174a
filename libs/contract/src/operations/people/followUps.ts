import * as z from 'zod/mini';
import { DONATION_FREQUENCIES } from '../../schemas/donations.js';
import {
  FOLLOW_UP_KINDS,
  FOLLOW_UP_STATUSES,
  followUpAnswerInput,
  followUpChange,
  followUpListQuery,
  followUpNoteInput,
  followUpReplyInput,
} from '../../schemas/followUps.js';
import { operation } from '../operation.js';

const owner = z.nullable(z.strictObject({ uid: z.string(), name: z.string() }));

/** One row of the follow-up inbox (decision 0049). */
export const followUpItem = z.strictObject({
  id: z.string(),
  kind: z.enum(FOLLOW_UP_KINDS),
  status: z.enum(FOLLOW_UP_STATUSES),
  name: z.string(),
  email: z.string(),
  /** The sender's language, for the reply: "en" or "fr". */
  locale: z.string(),
  owner,
  /** The first 140 characters of a form's message (a pledge: empty). */
  preview: z.string(),
  /** A pledge's promise, in major units (a message: null). */
  pledge: z.nullable(z.strictObject({ amount: z.number(), currency: z.string(), frequency: z.enum(DONATION_FREQUENCIES) })),
  receivedAt: z.string(),
  /** When the sender last wrote (the form, or an answer through their reply link): the list's order. */
  activityAt: z.string(),
  /** Replies sent, and answers from the sender. */
  replies: z.int(),
  /** When the sender deleted their account: nothing more can be e-mailed to them. */
  senderGoneAt: z.nullable(z.string()),
});
export type FollowUpItem = z.output<typeof followUpItem>;

/** An entry of a thread: staff's note (never sent), staff's reply (e-mailed), or the sender's answer. */
export const followUpEntry = z.strictObject({
  id: z.string(),
  type: z.enum(['note', 'reply', 'answer']),
  /** The member of staff who wrote a note or reply; null for the sender's answer. */
  author: owner,
  body: z.string(),
  at: z.string(),
});
export type FollowUpEntry = z.output<typeof followUpEntry>;

/** An item with what the sender sent and its thread, oldest first. */
export const followUpThread = z.strictObject({
  item: followUpItem,
  /** A form's message as sent (null for a pledge). */
  message: z.nullable(z.strictObject({ text: z.string(), organisation: z.nullable(z.string()) })),
  entries: z.array(followUpEntry),
});
export type FollowUpThread = z.output<typeof followUpThread>;

/** The dashboard's counts: open items (new or in progress), by status and kind, and those the caller owns. */
export const followUpCounts = z.strictObject({
  open: z.int(),
  new: z.int(),
  inProgress: z.int(),
  mine: z.int(),
  byKind: z.record(z.enum(FOLLOW_UP_KINDS), z.int()),
});
export type FollowUpCounts = z.output<typeof followUpCounts>;

/** What the sender's reply link shows: their own message and the replies, never notes or who on staff wrote. */
export const followUpConversation = z.strictObject({
  name: z.string(),
  kind: z.enum(FOLLOW_UP_KINDS),
  receivedAt: z.string(),
  /** What they sent first (a pledge: empty). */
  message: z.string(),
  entries: z.array(z.strictObject({ fromYou: z.boolean(), body: z.string(), at: z.string() })),
});
export type FollowUpConversation = z.output<typeof followUpConversation>;

/** Staff and admins: view_all_users, as the lists and exports of messages and pledges. */
const staff = { anyOf: ['view_all_users'] } as const;

export const listFollowUps = operation({
  id: 'listFollowUps',
  method: 'GET',
  path: '/follow-ups',
  summary: 'The follow-up inbox: messages, get-involved forms and pledges, latest activity first, by status, owner and kind',
  query: followUpListQuery,
  answer: z.strictObject({ items: z.array(followUpItem), nextCursor: z.nullable(z.string()) }),
  status: 200,
  access: staff,
  refusals: [400, 401, 403],
});

export const countFollowUps = operation({
  id: 'countFollowUps',
  method: 'GET',
  path: '/follow-ups/counts',
  summary: 'Open follow-ups (new or in progress), by status and kind, and those the caller owns',
  answer: followUpCounts,
  status: 200,
  access: staff,
  refusals: [401, 403],
});

export const listFollowUpOwners = operation({
  id: 'listFollowUpOwners',
  method: 'GET',
  path: '/follow-ups/owners',
  summary: 'Who may own a follow-up: staff and admins, by name',
  answer: z.strictObject({ items: z.array(z.strictObject({ uid: z.string(), name: z.string() })) }),
  status: 200,
  access: staff,
  refusals: [401, 403],
});

export const getFollowUp = operation({
  id: 'getFollowUp',
  method: 'GET',
  path: '/follow-ups/{id}',
  summary: 'One follow-up with what was sent and its thread of notes, replies and answers',
  answer: followUpThread,
  status: 200,
  access: staff,
  refusals: [401, 403, 404],
});

export const updateFollowUp = operation({
  id: 'updateFollowUp',
  method: 'PATCH',
  path: '/follow-ups/{id}',
  summary: 'Change a follow-up’s status or owner (a member of staff, or nobody)',
  body: followUpChange,
  answer: followUpThread,
  status: 200,
  access: staff,
  refusals: [400, 401, 403, 404],
});

export const addFollowUpNote = operation({
  id: 'addFollowUpNote',
  method: 'POST',
  path: '/follow-ups/{id}/notes',
  summary: 'Add an internal note (staff only, never sent)',
  body: followUpNoteInput,
  answer: followUpThread,
  status: 201,
  access: staff,
  refusals: [400, 401, 403, 404],
});

export const replyToFollowUp = operation({
  id: 'replyToFollowUp',
  method: 'POST',
  path: '/follow-ups/{id}/replies',
  summary:
    'Reply to the sender: e-mailed in their language with a link to answer on the site; 409 when they deleted their account',
  body: followUpReplyInput,
  answer: followUpThread,
  status: 201,
  access: staff,
  refusals: [400, 401, 403, 404, 409, 429],
});

export const openFollowUpLink = operation({
  id: 'openFollowUpLink',
  method: 'GET',
  path: '/public/follow-ups/{token}',
  summary: 'The conversation a reply link opens (the link is the proof); 404 for an unknown or ended link',
  answer: followUpConversation,
  status: 200,
  access: 'public',
  refusals: [404, 429],
});

export const answerFollowUp = operation({
  id: 'answerFollowUp',
  method: 'POST',
  path: '/public/follow-ups/{token}/answers',
  summary: 'The sender answers a reply on the site; it joins the thread and the item is open again',
  body: followUpAnswerInput,
  answer: z.strictObject({ message: z.string() }),
  status: 201,
  access: 'public',
  refusals: [400, 404, 429],
});

/** The follow-up inbox (decision 0049): staff's side and the sender's reply link. */
export const followUpOperations = [
  listFollowUps,
  countFollowUps,
  listFollowUpOwners,
  getFollowUp,
  updateFollowUp,
  addFollowUpNote,
  replyToFollowUp,
  openFollowUpLink,
  answerFollowUp,
] as const;
