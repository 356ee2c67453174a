import { REPORT_REASONS } from '@sla/data';
import { alumniMessageInput, alumniMessagesQuery, reportInput, reportsQuery } from '@sla/data/schemas';
import {
  answers,
  body,
  bool,
  done,
  int,
  nullable,
  object,
  ok,
  page,
  pathParam,
  queryParams,
  ref,
  str,
  time,
} from './openapiHelpers.js';

const id = pathParam('id');
const uid = pathParam('uid');
const member = 'members of the network (network_with_alumni)';
const theTwo = `the conversation's two people (${member}); 404 for anyone else, as for a conversation that does not exist`;
const staff = 'staff who manage alumni profiles (manage_alumni_profiles)';

/** The alumni network's conversations, blocks and reports in the OpenAPI document. */
export const alumniMessagesComponents = {
  ConversationSummary: object({
    id: str,
    withUid: str,
    withName: str,
    withPhoto: { type: ['object', 'null'], properties: { small: str, large: str } },
    lastMessage: str,
    lastMessageAt: time,
    lastFromMe: bool,
    unread: int,
    blocked: bool,
    blockedByMe: bool,
  }),
  AlumniMessage: object({
    id: str,
    conversationId: str,
    senderUid: str,
    senderName: str,
    mine: bool,
    body: str,
    sentAt: time,
  }),
  AlumniReport: object({
    id: str,
    reporterUid: str,
    reporterName: str,
    reportedUid: str,
    reportedName: str,
    reason: { enum: [...REPORT_REASONS] },
    details: str,
    quotedMessage: nullable('string'),
    createdAt: time,
    resolvedAt: nullable('string'),
    resolvedByName: nullable('string'),
  }),
};

export function alumniMessagesPaths() {
  return {
    '/alumni/conversations': {
      get: {
        summary: `Your conversations, latest activity first, each with the other person as members see them: ${member}`,
        parameters: queryParams(alumniMessagesQuery),
        responses: answers({ 200: page('ConversationSummary') }, 400, 401, 403),
      },
    },
    '/alumni/conversations/{id}': {
      get: {
        summary: `One conversation as its summary: ${theTwo}`,
        parameters: [id],
        responses: answers({ 200: ok('The conversation', ref('ConversationSummary')) }, 401, 403, 404),
      },
    },
    '/alumni/conversations/{id}/messages': {
      get: {
        summary: `The messages, newest first; reading them marks the other person's messages read: ${theTwo}`,
        parameters: [id, ...queryParams(alumniMessagesQuery)],
        responses: answers({ 200: page('AlumniMessage') }, 400, 401, 403, 404),
      },
      post: {
        summary: `Answer in the conversation (the other person gets an e-mail notice unless they turned "messages" off; a burst is one e-mail): ${theTwo}; 403 while either blocked the other, 429 past 30 messages in 10 minutes`,
        parameters: [id],
        requestBody: body(alumniMessageInput),
        responses: answers({ 201: ok('The message', ref('AlumniMessage')) }, 400, 401, 403, 404, 429),
      },
    },
    '/alumni/people/{uid}/messages': {
      post: {
        summary: `Send a message to an alumnus open to messages, starting the conversation of the pair or continuing it: ${member}; 404 for a profile members may not see, 403 when they take no messages or either blocked the other, 409 to oneself, 429 past 30 messages in 10 minutes or 10 new conversations a day`,
        parameters: [uid],
        requestBody: body(alumniMessageInput),
        responses: answers(
          { 201: ok('The message, naming its conversation', ref('AlumniMessage')) },
          400,
          401,
          403,
          404,
          409,
          429,
        ),
      },
    },
    '/alumni/unread': {
      get: {
        summary: `How many messages others sent you that you have not read: ${member}`,
        responses: answers({ 200: ok('The count', object({ unread: int })) }, 401, 403),
      },
    },
    '/alumni/blocks/{uid}': {
      put: {
        summary: `Block someone: no new messages either way, conversations stay readable; blocking twice is one block: ${member}; 400 for oneself, 404 for someone unknown`,
        parameters: [uid],
        responses: answers(done('Blocked'), 400, 401, 403, 404),
      },
      delete: {
        summary: `End your block of someone (theirs of you stays): ${member}; 400 for oneself`,
        parameters: [uid],
        responses: answers(done('Not blocked'), 400, 401, 403),
      },
    },
    '/alumni/reports': {
      post: {
        summary: `Report someone, from their profile or a message they sent you (quoted into the report); audited, and the team is e-mailed at the organisation's address: ${member}`,
        requestBody: body(reportInput),
        responses: answers({ 201: ok('The report', ref('AlumniReport')) }, 400, 401, 403, 404),
      },
      get: {
        summary: `Reports: open ones oldest first (the default), or resolved ones most recently resolved first: ${staff}`,
        parameters: queryParams(reportsQuery),
        responses: answers({ 200: page('AlumniReport') }, 400, 401, 403),
      },
    },
    '/alumni/reports/{id}/resolve': {
      post: {
        summary: `Mark a report resolved (audited; a resolved report is answered as it is): ${staff}`,
        parameters: [id],
        responses: answers({ 200: ok('The report', ref('AlumniReport')) }, 401, 403, 404),
      },
    },
  };
}
