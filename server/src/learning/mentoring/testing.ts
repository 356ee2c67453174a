// Test helpers for the mentoring specs (never imported by the service). Pairing is delivery's endpoint: these write
// the rows it would.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { cohorts, mentorships, type CohortRow, type MentorshipRow } from '../../db/schema.js';
import { addProgram } from '../../testing/fixtures.js';
import type { InjectResponse, TestService } from '../../testing/testService.js';

/** A running cohort of a programme in `timeZone` (Nairobi unless said). */
export async function addCohort(
  service: TestService,
  name = 'StepUp Scholars 2027',
  timeZone = 'Africa/Nairobi',
): Promise<CohortRow> {
  const program = await addProgram(service, { slug: `programme-${randomUUID().slice(0, 8)}`, timeZone });
  const at = new Date(Date.UTC(2026, 0, 1));
  const [row] = await service.database.db
    .insert(cohorts)
    .values({
      id: randomUUID(),
      programId: program.id,
      name,
      startsOn: '2026-01-01',
      endsOn: '2027-12-31',
      acceptingStudents: false,
      createdAt: at,
      updatedAt: at,
    })
    .returning();
  return row!;
}

export async function addMentorship(
  service: TestService,
  fields: Partial<MentorshipRow> & { studentUid: string; mentorUid: string },
): Promise<MentorshipRow> {
  const [row] = await service.database.db
    .insert(mentorships)
    .values({ id: randomUUID(), pairedBy: 'staff-pairing', pairedAt: new Date(Date.UTC(2026, 0, 5)), ...fields })
    .returning();
  return row!;
}

export const endMentorship = (service: TestService, id: string) =>
  service.rows(sql`UPDATE mentorships SET ended_at = now() WHERE id = ${id}`);

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
