// Every endpoint of routes/applicantMessages.ts against every kind of caller: anonymous, signed in without a profile,
// and each of the six roles. Staff's side needs manage_applications; the applicant's side view_own_applications and the
// caller's own application (each caller has one, with a message from staff in it), and someone else's is 404 to all. Refusals
// change nothing, and a signed-in caller's refusal is audited.
import { sql } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { operationPath, type HttpMethod, type Operation } from '@sla/contract/operations';
import * as applications from '@sla/contract/operations/applications';
import { ROLES } from '@sla/permissions';
import { addApplication, addReviewProgram } from '../review/testing/reviewFixtures.js';
import { describeOnOneBackend } from '../testing/backends.js';
import { operationCase, type Caller } from '../testing/operationAccess.js';
import type { TestService } from '../testing/testService.js';
import { useTestService } from '../testing/useTestService.js';

const CALLERS: Caller[] = ['anonymous', 'no-profile', ...ROLES];
const uidOf = (caller: Caller) => `caller-${caller}`;
const NOW = new Date(Date.UTC(2026, 3, 10, 9, 0));

interface Ids {
  /** The caller's own application. */
  own: string;
  /** An application of someone who is none of the callers. */
  other: string;
  programId: string;
}

function declared(
  operation: Operation,
  {
    params,
    payload,
    allowed,
  }: { params?: (ids: Ids) => Record<string, string>; payload?: (ids: Ids) => object; allowed?: number } = {},
) {
  return {
    ...operationCase(operation, allowed),
    url: (ids: Ids) => `/api${operationPath(operation.path, params?.(ids))}`,
    ...(payload ? { payload } : {}),
  };
}

const own = (ids: Ids) => ({ id: ids.own });
const other = (ids: Ids) => ({ id: ids.other });
const BODY = { body: 'Please upload your transcript.' };

/** Someone else's application: 404 to everyone signed in, with the permission or not, so nothing tells it exists. */
const hidden = (caller: Caller) => (caller === 'anonymous' ? 401 : 404);

const EXPECTED: {
  name: string;
  method: HttpMethod;
  url: (ids: Ids) => string;
  payload?: (ids: Ids) => object;
  status: (caller: Caller) => number;
}[] = [
  declared(applications.listMessageInbox),
  declared(applications.countMessageRecipients),
  declared(applications.messageApplicants, { payload: (ids) => ({ programId: ids.programId, ...BODY }) }),
  declared(applications.getApplicationThread, { params: other }),
  declared(applications.messageApplicant, { params: other, payload: () => BODY }),
  declared(applications.markApplicationThreadRead, { params: other }),
  declared(applications.listMyThreads),
  declared(applications.getMyThread, { params: own }),
  declared(applications.replyToThread, { params: own, payload: () => BODY }),
  declared(applications.markMyThreadRead, { params: own }),
  { ...declared(applications.getMyThread, { params: other }), name: "read someone else's thread", status: hidden },
  {
    ...declared(applications.replyToThread, { params: other, payload: () => BODY }),
    name: "reply in someone else's thread",
    status: hidden,
  },
  { ...declared(applications.markMyThreadRead, { params: other }), name: "mark someone else's thread read", status: hidden },
];

const cases = EXPECTED.flatMap((endpoint) => CALLERS.map((caller) => [endpoint.name, caller, endpoint] as const));

/** The message tables and the outbox as text, to show that a refusal changed nothing. */
async function snapshot(service: TestService): Promise<string> {
  return JSON.stringify([
    await service.rows(sql`SELECT * FROM application_messages ORDER BY id`),
    await service.rows(sql`SELECT * FROM application_threads ORDER BY application_id`),
    await service.rows(sql`SELECT to_address, subject FROM outbox ORDER BY id`),
  ]);
}

describeOnOneBackend('applicant messages access: staff’s inbox and threads, the applicant’s own threads', (backend) => {
  const service = useTestService(backend);
  const owned = new Map<Caller, string>();
  let ids: Omit<Ids, 'own'>;

  beforeEach(async () => {
    service.setClock(NOW);
    for (const role of ROLES) await service.addUser(uidOf(role), role, { email: `${role}@example.org` });
    await service.addUser('someone', 'applicant', { email: 'someone@example.org' });
    const program = await addReviewProgram(service, 'stepup');
    owned.clear();
    for (const caller of CALLERS) {
      const application = await addApplication(service, { userId: uidOf(caller), programId: program.id });
      owned.set(caller, application.id);
    }
    const otherApplication = await addApplication(service, { userId: 'someone', programId: program.id });
    ids = { other: otherApplication.id, programId: program.id };
    // A thread in every application, as staff would start it.
    await service.database.db.execute(sql`
      INSERT INTO application_messages (id, application_id, author_uid, from_staff, body, sent_at)
        SELECT 'first-' || id, id, ${uidOf('staff')}, true, 'Hello', ${NOW.toISOString()}::timestamptz FROM applications`);
    await service.database.db.execute(sql`
      INSERT INTO application_threads (application_id, applicant_uid, last_message_id, last_message_at, messages, applicant_unread)
        SELECT id, user_id, 'first-' || id, ${NOW.toISOString()}::timestamptz, 1, 1 FROM applications`);
  });

  const refusalsAudited = (uid: string) =>
    service.count(
      sql`SELECT count(*) AS n FROM audit_logs WHERE type = 'permission_check' AND granted = false AND user_id = ${uid}`,
    );

  it.each(cases)('%s as %s', async (_name, caller, endpoint) => {
    const all = { ...ids, own: owned.get(caller)! };
    const before = await snapshot(service);
    const payload = endpoint.payload?.(all);
    const response = await service.request({
      method: endpoint.method,
      url: endpoint.url(all),
      headers: caller === 'anonymous' ? {} : service.as(uidOf(caller)),
      ...(payload ? { payload } : {}),
    });
    const expected = endpoint.status(caller);
    expect(response.statusCode, response.body).toBe(expected);
    if (expected >= 400) {
      expect(response.json().error.message).toEqual(expect.any(String));
      expect(await snapshot(service)).toBe(before);
    }
    if (expected === 401) expect(response.json().error.message).toBe('No authenticated user');
    if (expected === 403) expect(await refusalsAudited(uidOf(caller))).toBe(1);
    if (expected === 404) expect(response.json().error.message).toBe('No such application.');
  });
});
