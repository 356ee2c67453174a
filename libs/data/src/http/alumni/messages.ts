import * as alumni from '@sla/contract/operations/alumni/messages';
import type { AlumniMessagesRepository } from '../../repositories.js';
import { call } from '../call.js';
import type { Transport } from '../transport.js';

export function httpAlumniMessagesRepository(transport: Transport): AlumniMessagesRepository {
  return {
    conversations: (query = {}) => call(transport, alumni.listAlumniConversations, { query }),
    conversation: (id) => call(transport, alumni.getAlumniConversation, { params: { id } }),
    messages: (id, query = {}) => call(transport, alumni.listAlumniMessages, { params: { id }, query }),
    start: (uid, body) => call(transport, alumni.startAlumniConversation, { params: { uid }, body }),
    send: (id, body) => call(transport, alumni.sendAlumniMessage, { params: { id }, body }),
    unreadCount: async () => (await call(transport, alumni.countUnreadAlumniMessages, {})).unread,
    block: (uid) => call(transport, alumni.blockAlumnus, { params: { uid } }),
    unblock: (uid) => call(transport, alumni.unblockAlumnus, { params: { uid } }),
    report: (body) => call(transport, alumni.reportAlumnus, { body }),
    reports: (query = {}) => call(transport, alumni.listAlumniReports, { query }),
    resolveReport: (id) => call(transport, alumni.resolveAlumniReport, { params: { id } }),
  };
}
