import * as z from 'zod/mini';
import {
  applicantMessageInput,
  bulkApplicantMessageInput,
  messageInboxQuery,
  messageRecipientsQuery,
  messageThreadQuery,
} from '../../schemas/applicantMessages.js';
import { operation } from '../operation.js';
import { programRef } from './applications.js';
import { person } from './review.js';

/** A message as staff read it: who wrote it, by name (staff see which of them wrote). */
export const staffThreadMessage = z.strictObject({
  id: z.string(),
  /** Written by staff (the organisation), or by the applicant. */
  fromStaff: z.boolean(),
  author: z.strictObject({ uid: z.string(), displayName: z.nullable(z.string()) }),
  /** Markdown, as written. */
  body: z.string(),
  /** Rendered and sanitised by the service. */
  bodyHtml: z.string(),
  sentAt: z.string(),
});
export type StaffThreadMessage = z.output<typeof staffThreadMessage>;

/** A message as its applicant reads it: from the organisation or from them, never a staff member's name. */
export const applicantThreadMessage = z.strictObject({
  id: z.string(),
  fromStaff: z.boolean(),
  bodyHtml: z.string(),
  sentAt: z.string(),
});
export type ApplicantThreadMessage = z.output<typeof applicantThreadMessage>;

/** A thread in the staff inbox: the application, its applicant and latest message; replies staff have not read. */
export const staffThreadSummary = z.strictObject({
  applicationId: z.string(),
  applicant: person,
  program: programRef,
  /** The latest message's first words, as written. */
  preview: z.string(),
  lastFromStaff: z.boolean(),
  lastMessageAt: z.string(),
  messages: z.int(),
  /** The applicant's messages no one on staff has opened yet. */
  unread: z.int(),
});
export type StaffThreadSummary = z.output<typeof staffThreadSummary>;

/** One of the applicant's threads: which application, the latest message's first words, and their unread. */
export const applicantThreadSummary = z.strictObject({
  applicationId: z.string(),
  program: programRef,
  preview: z.string(),
  lastFromStaff: z.boolean(),
  lastMessageAt: z.string(),
  unread: z.int(),
});
export type ApplicantThreadSummary = z.output<typeof applicantThreadSummary>;

const managers = { anyOf: ['manage_applications'] } as const;
const applicants = { anyOf: ['view_own_applications'] } as const;

export const listMessageInbox = operation({
  id: 'listMessageInbox',
  method: 'GET',
  path: '/review/messages',
  summary: 'Threads with applicants, latest message first, by keyset page; unread=1 keeps those with unread replies',
  query: messageInboxQuery,
  answer: z.strictObject({
    items: z.array(staffThreadSummary),
    nextCursor: z.nullable(z.string()),
    /** Threads with replies no one on staff has read. */
    unreadThreads: z.int(),
  }),
  status: 200,
  access: managers,
  refusals: [400, 401, 403],
});

export const countMessageRecipients = operation({
  id: 'countMessageRecipients',
  method: 'GET',
  path: '/review/messages/recipients',
  summary: 'How many applications a message to this filtered set of the queue would reach; a decision not released cannot choose',
  query: messageRecipientsQuery,
  answer: z.strictObject({ count: z.int() }),
  status: 200,
  access: managers,
  refusals: [400, 401, 403],
});

export const messageApplicants = operation({
  id: 'messageApplicants',
  method: 'POST',
  path: '/review/messages',
  summary:
    'One message in the thread of every application of a filtered set, its recipients fixed when sent; each applicant is e-mailed in their language',
  body: bulkApplicantMessageInput,
  answer: z.strictObject({ sent: z.int() }),
  status: 201,
  access: managers,
  refusals: [400, 401, 403],
});

export const getApplicationThread = operation({
  id: 'getApplicationThread',
  method: 'GET',
  path: '/review/applications/{id}/messages',
  summary: 'An application’s thread with its applicant, newest first by keyset page, with its unread replies',
  query: messageThreadQuery,
  answer: z.strictObject({ items: z.array(staffThreadMessage), nextCursor: z.nullable(z.string()), unread: z.int() }),
  status: 200,
  access: managers,
  refusals: [400, 401, 403, 404],
});

export const messageApplicant = operation({
  id: 'messageApplicant',
  method: 'POST',
  path: '/review/applications/{id}/messages',
  summary: 'Write to the applicant in the application’s thread; they are e-mailed in their language',
  body: applicantMessageInput,
  answer: staffThreadMessage,
  status: 201,
  access: managers,
  refusals: [400, 401, 403, 404],
});

export const markApplicationThreadRead = operation({
  id: 'markApplicationThreadRead',
  method: 'PUT',
  path: '/review/applications/{id}/messages/read',
  summary: 'Record that staff have read the applicant’s replies in this thread (for every member of staff)',
  answer: null,
  status: 204,
  access: managers,
  refusals: [401, 403, 404],
});

export const listMyThreads = operation({
  id: 'listMyThreads',
  method: 'GET',
  path: '/applications/mine/messages',
  summary: 'Your applications’ threads with the programme team, latest message first, with your unread count',
  query: messageThreadQuery,
  answer: z.strictObject({ items: z.array(applicantThreadSummary), nextCursor: z.nullable(z.string()), unread: z.int() }),
  status: 200,
  access: applicants,
  refusals: [400, 401, 403],
});

export const getMyThread = operation({
  id: 'getMyThread',
  method: 'GET',
  path: '/applications/{id}/messages',
  summary: 'Your application’s thread with the programme team, newest first by keyset page',
  query: messageThreadQuery,
  answer: z.strictObject({
    applicationId: z.string(),
    program: programRef,
    items: z.array(applicantThreadMessage),
    nextCursor: z.nullable(z.string()),
    unread: z.int(),
  }),
  status: 200,
  access: applicants,
  refusals: [400, 401, 403, 404],
});

export const replyToThread = operation({
  id: 'replyToThread',
  method: 'POST',
  path: '/applications/{id}/messages',
  summary: 'Reply to the programme team in your application’s thread (once they have written); rate-limited',
  body: applicantMessageInput,
  answer: applicantThreadMessage,
  status: 201,
  access: applicants,
  refusals: [400, 401, 403, 404, 409, 429],
});

export const markMyThreadRead = operation({
  id: 'markMyThreadRead',
  method: 'PUT',
  path: '/applications/{id}/messages/read',
  summary: 'Record that you read the programme team’s messages in this thread; answers your unread count after it',
  answer: z.strictObject({ unread: z.int() }),
  status: 200,
  access: applicants,
  refusals: [401, 403, 404],
});

/** Messages between staff and applicants: one thread per application (decision 0043). */
export const applicantMessageOperations = [
  listMessageInbox,
  countMessageRecipients,
  messageApplicants,
  getApplicationThread,
  messageApplicant,
  markApplicationThreadRead,
  listMyThreads,
  getMyThread,
  replyToThread,
  markMyThreadRead,
] as const;
