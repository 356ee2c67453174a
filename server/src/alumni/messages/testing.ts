// Test helpers for the alumni messages specs (never imported by the service). Rows come from ../testing/fixtures.ts.
import { sql } from 'drizzle-orm';
import type { InjectResponse, TestService } from '../../testing/testService.js';

/** Permission_check refusals written for `uid`. */
export const refusalsOf = (service: TestService, uid: string) =>
  service.count(
    sql`SELECT count(*) AS n FROM audit_logs WHERE type = 'permission_check' AND user_id = ${uid} AND granted = false`,
  );

/** A small client for the alumni messages endpoints, as `uid`. */
export function alumniMessagesClient(service: TestService, uid: string) {
  const headers = service.as(uid);
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object): Promise<InjectResponse> =>
    service.request({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });
  return {
    start: (to: string, body: string) => call('POST', `/alumni/people/${encodeURIComponent(to)}/messages`, { body }),
    send: (id: string, body: string) => call('POST', `/alumni/conversations/${id}/messages`, { body }),
    conversations: (query = '') => call('GET', `/alumni/conversations${query}`),
    conversation: (id: string) => call('GET', `/alumni/conversations/${id}`),
    messages: (id: string, query = '') => call('GET', `/alumni/conversations/${id}/messages${query}`),
    unread: async (): Promise<number> => (await call('GET', '/alumni/unread')).json().unread,
    block: (other: string) => call('PUT', `/alumni/blocks/${encodeURIComponent(other)}`),
    unblock: (other: string) => call('DELETE', `/alumni/blocks/${encodeURIComponent(other)}`),
    report: (input: object) => call('POST', '/alumni/reports', input),
    reports: (query = '') => call('GET', `/alumni/reports${query}`),
    resolve: (id: string) => call('POST', `/alumni/reports/${id}/resolve`),
  };
}
