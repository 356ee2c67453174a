// Test helpers for the mentoring specs (never imported by the service). The rows pairing would write come from
// ../testing/fixtures.ts.
import { sql } from 'drizzle-orm';
import type { InjectResponse, TestService } from '../../testing/testService.js';

/** Permission_check refusals written for `uid`. */
export const refusalsOf = (service: TestService, uid: string) =>
  service.count(
    sql`SELECT count(*) AS n FROM audit_logs WHERE type = 'permission_check' AND user_id = ${uid} AND granted = false`,
  );

/** A small client for one mentorship's endpoints, as `uid`. */
export function mentoringClient(service: TestService, uid: string) {
  const headers = service.as(uid);
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object): Promise<InjectResponse> =>
    service.request({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });
  return {
    mine: () => call('GET', '/mentoring/mine'),
    mentees: () => call('GET', '/mentoring/mentees'),
    mentorship: (id: string) => call('GET', `/mentorships/${id}`),
    messages: (id: string, query = '') => call('GET', `/mentorships/${id}/messages${query}`),
    send: (id: string, body: string) => call('POST', `/mentorships/${id}/messages`, { body }),
    checkin: (id: string, input: object) => call('POST', `/mentorships/${id}/checkins`, input),
    addTask: (id: string, title: string) => call('POST', `/mentorships/${id}/tasks`, { title }),
    setDone: (id: string, taskId: string, done: boolean) => call('PUT', `/mentorships/${id}/tasks/${taskId}`, { done }),
    removeTask: (id: string, taskId: string) => call('DELETE', `/mentorships/${id}/tasks/${taskId}`),
  };
}
