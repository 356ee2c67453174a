import type { AlumniMessagesRepository } from '../../repositories.js';
import type { Transport } from '../transport.js';

const part = encodeURIComponent;
const conversation = (id: string) => `/alumni/conversations/${part(id)}`;

export function httpAlumniMessagesRepository(transport: Transport): AlumniMessagesRepository {
  return {
    conversations: (query = {}) => transport.request('GET', '/alumni/conversations', { query: { ...query } }),
    conversation: (id) => transport.request('GET', conversation(id)),
    messages: (id, query = {}) => transport.request('GET', `${conversation(id)}/messages`, { query: { ...query } }),
    start: (uid, input) => transport.request('POST', `/alumni/people/${part(uid)}/messages`, { body: input }),
    send: (id, input) => transport.request('POST', `${conversation(id)}/messages`, { body: input }),
    unreadCount: async () => (await transport.request<{ unread: number }>('GET', '/alumni/unread')).unread,
    block: (uid) => transport.request('PUT', `/alumni/blocks/${part(uid)}`),
    unblock: (uid) => transport.request('DELETE', `/alumni/blocks/${part(uid)}`),
    report: (input) => transport.request('POST', '/alumni/reports', { body: input }),
    reports: (query = {}) => transport.request('GET', '/alumni/reports', { query: { ...query } }),
    resolveReport: (id) => transport.request('POST', `/alumni/reports/${part(id)}/resolve`),
  };
}
