import * as z from 'zod/mini';
import { alumniMessageInput, alumniMessagesQuery, reportInput, reportsQuery } from '../../schemas/alumni.js';
import { REPORT_REASONS } from '../../types/alumni.js';
import { operation } from '../operation.js';
import { profilePhoto } from './profiles.js';

/** One alumni-to-alumni conversation in the list of one's conversations. */
export const conversationSummary = z.strictObject({
  id: z.string(),
  /** The other person. */
  withUid: z.string(),
  withName: z.string(),
  withPhoto: z.nullable(profilePhoto),
  lastMessage: z.string(),
  lastMessageAt: z.string(),
  lastFromMe: z.boolean(),
  unread: z.int(),
  /** Either side blocked the other: no new messages. */
  blocked: z.boolean(),
  blockedByMe: z.boolean(),
});
export type ConversationSummary = z.output<typeof conversationSummary>;

export const alumniMessage = z.strictObject({
  id: z.string(),
  conversationId: z.string(),
  senderUid: z.string(),
  senderName: z.string(),
  mine: z.boolean(),
  body: z.string(),
  sentAt: z.string(),
});
export type AlumniMessage = z.output<typeof alumniMessage>;

/** A report staff who manage profiles read and resolve. */
export const alumniReport = z.strictObject({
  id: z.string(),
  reporterUid: z.string(),
  reporterName: z.string(),
  reportedUid: z.string(),
  reportedName: z.string(),
  reason: z.enum(REPORT_REASONS),
  details: z.string(),
  /** The reported message, quoted, when the report came from a conversation. */
  quotedMessage: z.nullable(z.string()),
  createdAt: z.string(),
  resolvedAt: z.nullable(z.string()),
  resolvedByName: z.nullable(z.string()),
});
export type AlumniReport = z.output<typeof alumniReport>;

const pageOf = <T extends z.ZodMiniType>(item: T) => z.strictObject({ items: z.array(item), nextCursor: z.nullable(z.string()) });

const members = { anyOf: ['network_with_alumni'] } as const;
const managers = { anyOf: ['manage_alumni_profiles'] } as const;
/** Only the conversation's two people reach it: a record rule of the service, not a permission. */
const THE_TWO = "the conversation's two people; 404 for anyone else, as for a conversation that does not exist";

export const listAlumniConversations = operation({
  id: 'listAlumniConversations',
  method: 'GET',
  path: '/alumni/conversations',
  summary: 'Your conversations, latest activity first, each with the other person as members see them',
  query: alumniMessagesQuery,
  answer: pageOf(conversationSummary),
  status: 200,
  access: members,
  refusals: [400, 401, 403],
});

export const getAlumniConversation = operation({
  id: 'getAlumniConversation',
  method: 'GET',
  path: '/alumni/conversations/{id}',
  summary: `One conversation as its summary: ${THE_TWO}`,
  answer: conversationSummary,
  status: 200,
  access: members,
  refusals: [401, 403, 404],
});

export const listAlumniMessages = operation({
  id: 'listAlumniMessages',
  method: 'GET',
  path: '/alumni/conversations/{id}/messages',
  summary: `The messages, newest first; reading them marks the other person's messages read: ${THE_TWO}`,
  query: alumniMessagesQuery,
  answer: pageOf(alumniMessage),
  status: 200,
  access: members,
  refusals: [400, 401, 403, 404],
});

export const sendAlumniMessage = operation({
  id: 'sendAlumniMessage',
  method: 'POST',
  path: '/alumni/conversations/{id}/messages',
  summary: `Answer in the conversation (the other person gets an e-mail notice unless they turned "messages" off; a burst is one e-mail): ${THE_TWO}; 403 while either blocked the other, 429 past 30 messages in 10 minutes`,
  body: alumniMessageInput,
  answer: alumniMessage,
  status: 201,
  access: members,
  refusals: [400, 401, 403, 404, 429],
});

export const startAlumniConversation = operation({
  id: 'startAlumniConversation',
  method: 'POST',
  path: '/alumni/people/{uid}/messages',
  summary:
    'Send a message to an alumnus open to messages, starting the conversation of the pair or continuing it; 404 for a profile members may not see, 403 when they take no messages or either blocked the other, 409 to oneself, 429 past 30 messages in 10 minutes or 10 new conversations a day',
  body: alumniMessageInput,
  answer: alumniMessage,
  status: 201,
  access: members,
  refusals: [400, 401, 403, 404, 409, 429],
});

export const countUnreadAlumniMessages = operation({
  id: 'countUnreadAlumniMessages',
  method: 'GET',
  path: '/alumni/unread',
  summary: 'How many messages others sent you that you have not read',
  answer: z.strictObject({ unread: z.int() }),
  status: 200,
  access: members,
  refusals: [401, 403],
});

export const blockAlumnus = operation({
  id: 'blockAlumnus',
  method: 'PUT',
  path: '/alumni/blocks/{uid}',
  summary:
    'Block someone: no new messages either way, conversations stay readable; blocking twice is one block; 400 for oneself, 404 for someone unknown',
  answer: null,
  status: 204,
  access: members,
  refusals: [400, 401, 403, 404],
});

export const unblockAlumnus = operation({
  id: 'unblockAlumnus',
  method: 'DELETE',
  path: '/alumni/blocks/{uid}',
  summary: 'End your block of someone (theirs of you stays); 400 for oneself',
  answer: null,
  status: 204,
  access: members,
  refusals: [400, 401, 403],
});

export const reportAlumnus = operation({
  id: 'reportAlumnus',
  method: 'POST',
  path: '/alumni/reports',
  summary:
    "Report someone, from their profile or a message they sent you (quoted into the report); audited, and the team is e-mailed at the organisation's address",
  body: reportInput,
  answer: alumniReport,
  status: 201,
  access: members,
  refusals: [400, 401, 403, 404],
});

export const listAlumniReports = operation({
  id: 'listAlumniReports',
  method: 'GET',
  path: '/alumni/reports',
  summary: 'Reports: open ones oldest first (the default), or resolved ones most recently resolved first',
  query: reportsQuery,
  answer: pageOf(alumniReport),
  status: 200,
  access: managers,
  refusals: [400, 401, 403],
});

export const resolveAlumniReport = operation({
  id: 'resolveAlumniReport',
  method: 'POST',
  path: '/alumni/reports/{id}/resolve',
  summary: 'Mark a report resolved (audited; a resolved report is answered as it is)',
  answer: alumniReport,
  status: 200,
  access: managers,
  refusals: [401, 403, 404],
});

/** Conversations between members of the network, blocks and reports (and the staff's reading of reports). */
export const messageOperations = [
  listAlumniConversations,
  getAlumniConversation,
  listAlumniMessages,
  sendAlumniMessage,
  startAlumniConversation,
  countUnreadAlumniMessages,
  blockAlumnus,
  unblockAlumnus,
  reportAlumnus,
  listAlumniReports,
  resolveAlumniReport,
] as const;
