// Every reference-letter endpoint of routes/references.ts against every kind of caller: anonymous, signed in without
// a profile, and each of the six roles. The applicant's own referees are theirs alone (anyone else: the application's
// 404); the letters and the staff list need view_applications; a referee's link needs no account. Refusals change
// nothing, and a signed-in caller's refusal is audited.
import { sql } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { operationPath, type HttpMethod, type Operation } from '@sla/contract/operations';
import * as references from '@sla/contract/operations/applications';
import { ROLES } from '@sla/permissions';
import { PDF } from '../applications/testing.js';
import { referenceLinks, referenceRequests } from '../db/schema.js';
import { hashOf } from '../references/links.js';
import { addApplication, addReviewProgram, FORM } from '../review/testing/reviewFixtures.js';
import { describeOnOneBackend } from '../testing/backends.js';
import { daysFrom } from '../testing/fixtures.js';
import { expectedStatus, type Caller } from '../testing/operationAccess.js';
import type { TestService } from '../testing/testService.js';
import { useTestService } from '../testing/useTestService.js';

const CALLERS: Caller[] = ['anonymous', 'no-profile', ...ROLES];
const uidOf = (caller: Caller) => `caller-${caller}`;
const NOW = new Date(Date.UTC(2026, 2, 10, 9, 0));
const TOKEN = 'T'.repeat(43);

interface Ids {
  application: string;
  program: string;
  letter: string;
}

/** The applicant's own: 200 to them, 401 signed out, the application's 404 to everyone else (decision 0011). */
const ownerOnly = (operation: Operation) => (caller: Caller) =>
  caller === 'anonymous' ? 401 : caller === 'applicant' ? operation.status : 404;

const row = (
  operation: Operation,
  params: (ids: Ids) => Record<string, string>,
  options: { payload?: object; status?: (caller: Caller) => number; query?: (ids: Ids) => string } = {},
) => ({
  name: `${operation.id} (${operation.method} ${operation.path})`,
  method: operation.method,
  url: (ids: Ids) => `/api${operationPath(operation.path, params(ids))}${options.query?.(ids) ?? ''}`,
  payload: options.payload,
  status: options.status ?? ((caller: Caller) => expectedStatus(operation, caller)),
});

const EXPECTED: {
  name: string;
  method: HttpMethod;
  url: (ids: Ids) => string;
  payload?: object;
  status: (caller: Caller) => number;
}[] = [
  row(references.listMyReferences, (ids) => ({ id: ids.application }), { status: ownerOnly(references.listMyReferences) }),
  row(references.requestReference, (ids) => ({ id: ids.application, slot: '2' }), {
    payload: { name: 'Ngozi', email: 'ngozi@uni.example' },
    status: ownerOnly(references.requestReference),
  }),
  row(references.resendReference, (ids) => ({ id: ids.application, slot: '1' }), {
    status: ownerOnly(references.resendReference),
  }),
  row(references.listApplicationReferences, (ids) => ({ id: ids.application })),
  row(references.downloadReferenceLetter, (ids) => ({ id: ids.application, referenceId: ids.letter })),
  row(references.listReferenceRequests, () => ({}), { query: (ids) => `?programId=${ids.program}` }),
  row(references.openReferenceLink, () => ({ token: TOKEN })),
  row(references.writeReferenceLetter, () => ({ token: TOKEN }), { payload: { text: 'A fine scholar.' } }),
];

const cases = EXPECTED.flatMap((endpoint) => CALLERS.map((caller) => [endpoint.name, caller, endpoint] as const));

async function snapshot(service: TestService): Promise<string> {
  return JSON.stringify([
    await service.rows(sql`SELECT id, status, referee_email, last_sent_at, letter_text FROM reference_requests ORDER BY id`),
    await service.rows(sql`SELECT token_hash FROM reference_links ORDER BY token_hash`),
    await service.rows(sql`SELECT to_address, subject FROM outbox ORDER BY id`),
  ]);
}

describeOnOneBackend('reference letter access: the applicant’s referees, the letters, the referee’s link', (backend) => {
  const service = useTestService(backend);
  let ids: Ids;

  beforeEach(async () => {
    service.setClock(NOW);
    for (const role of ROLES) await service.addUser(uidOf(role), role, { email: `${role}@example.org` });
    const program = await addReviewProgram(service, 'stepup', { closesAt: daysFrom(NOW, 30) });
    const application = await addApplication(service, {
      userId: uidOf('applicant'),
      programId: program.id,
      form: { ...FORM, references: { count: 3, dueAt: null } },
    });
    const base = {
      applicationId: application.id,
      programId: program.id,
      dueAt: daysFrom(NOW, 30),
      requestedAt: NOW,
      lastSentAt: NOW,
      locale: null,
    };
    // Slot 1 waits for its referee (the link below is its); slot 2 is free to ask; slot 3's PDF letter came.
    await service.database.db.insert(referenceRequests).values([
      { ...base, id: 'ref-open', slot: 1, refereeName: 'Kofi', refereeEmail: 'kofi@uni.example', status: 'requested' },
      {
        ...base,
        id: 'ref-letter',
        slot: 3,
        refereeName: 'Ada',
        refereeEmail: 'ada@uni.example',
        status: 'received',
        receivedAt: NOW,
        letterName: 'ada.pdf',
        letterSize: PDF.length,
        letterContent: PDF,
      },
    ]);
    await service.database.db.insert(referenceLinks).values({ tokenHash: hashOf(TOKEN), requestId: 'ref-open', issuedAt: NOW });
    ids = { application: application.id, program: program.id, letter: 'ref-letter' };
  });

  const refusalsAudited = (uid: string) =>
    service.count(
      sql`SELECT count(*) AS n FROM audit_logs WHERE type = 'permission_check' AND granted = false AND user_id = ${uid}`,
    );

  it.each(cases)('%s as %s', async (_name, caller, endpoint) => {
    const before = await snapshot(service);
    const response = await service.request({
      method: endpoint.method,
      url: endpoint.url(ids),
      headers: caller === 'anonymous' ? {} : service.as(uidOf(caller)),
      ...(endpoint.payload ? { payload: endpoint.payload } : {}),
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
