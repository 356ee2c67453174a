// Every alumni messages endpoint against every kind of caller: anonymous, signed in without a profile, each of the six
// roles (none of them in the conversation), the conversation's two alumni, and another alumnus with a conversation of
// their own. Members of the network (network_with_alumni: alumni, admins) use conversations, blocks and reports; only a
// conversation's two people reach it, anyone else signed in gets the 404 of a conversation that does not exist, with an
// audit entry; staff who manage profiles read and resolve reports. Refusals change nothing.
import { sql } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import type { Operation } from '@sla/contract/operations';
import * as alumni from '@sla/contract/operations/alumni';
import { ROLES, type Role } from '@sla/permissions';
import { declaredRow, type DeclaredRow } from '../alumni/testing/declaredAccess.js';
import { addAlumniMessage, addAlumniProfile, addConversation, addReport } from '../alumni/testing/fixtures.js';
import { describeOnOneBackend } from '../testing/backends.js';
import { accessCases, expectAccess, type AccessEndpoint } from '../testing/accessTable.js';
import { useTestService } from '../testing/useTestService.js';

type Caller = 'anonymous' | 'no-profile' | Role | 'the sender' | 'the recipient' | 'another alumnus';
const CALLERS: Caller[] = ['anonymous', 'no-profile', ...ROLES, 'the sender', 'the recipient', 'another alumnus'];
const uidOf = (caller: Caller) => `caller-${caller.replace(' ', '-')}`;
const ALUMNI: Caller[] = ['alumni', 'the sender', 'the recipient', 'another alumnus'];

const CONVERSATION = '7a2c3b8e-0000-4000-8000-000000000001';
const OTHER_CONVERSATION = '7a2c3b8e-0000-4000-8000-000000000002';
const MESSAGE = '7a2c3b8e-0000-4000-8000-00000000000a';
const REPORT = '7a2c3b8e-0000-4000-8000-0000000000f1';
const SENDER = uidOf('the sender');
const RECIPIENT = uidOf('the recipient');

const mayNetwork = (caller: Caller) => caller === 'admin' || ALUMNI.includes(caller);
const participant = (caller: Caller) => caller === 'the sender' || caller === 'the recipient';
/** The role each caller signs in with: the conversation's two people and another alumnus are alumni. */
const roleOf = (caller: Caller) => (ALUMNI.includes(caller) ? 'alumni' : (caller as 'anonymous' | 'no-profile' | Role));
/**
 * A row from the operation's declaration (@sla/contract/operations): 401 signed out, and 403 (audited) for anyone without
 * the declared permission (network_with_alumni: members; manage_alumni_profiles: staff); the rest get `allowed`.
 */
const row = (operation: Operation, options?: DeclaredRow<Caller>) => declaredRow(operation, roleOf, options);
/** Only the conversation's two people; other members get the 404 of a conversation that does not exist (audited). */
const theTwo = (ok: number) => (caller: Caller) => (participant(caller) ? ok : 404);
/** A member asking about nobody is told so (not a refusal); anyone else is refused the endpoint itself, audited. */
const auditedUnlessMember = (caller: Caller) => !mayNetwork(caller);

const EXPECTED: AccessEndpoint<Caller>[] = [
  row(alumni.listAlumniConversations),
  row(alumni.getAlumniConversation, { params: { id: CONVERSATION }, allowed: theTwo(200) }),
  row(alumni.getAlumniConversation, {
    what: 'one that does not exist',
    params: { id: '7a2c3b8e-0000-4000-8000-0000000000ff' },
    allowed: 404,
    // A member was refused nothing: there is nothing there. Anyone else lacks network_with_alumni.
    audited: auditedUnlessMember,
  }),
  row(alumni.listAlumniMessages, { params: { id: CONVERSATION }, allowed: theTwo(200) }),
  row(alumni.sendAlumniMessage, { params: { id: CONVERSATION }, payload: { body: 'Hello' }, allowed: theTwo(201) }),
  row(alumni.startAlumniConversation, {
    what: 'to the recipient (open to messages)',
    params: { uid: RECIPIENT },
    payload: { body: 'Hello' },
    allowed: (caller) => (caller === 'the recipient' ? 409 : 201),
  }),
  row(alumni.startAlumniConversation, {
    what: 'to the sender (closed to messages)',
    params: { uid: SENDER },
    payload: { body: 'Hello' },
    allowed: (caller) => (caller === 'the sender' ? 409 : 403),
    audited: auditedUnlessMember,
  }),
  row(alumni.startAlumniConversation, {
    what: 'to someone unknown',
    params: { uid: 'nobody' },
    payload: { body: 'Hello' },
    allowed: 404,
    audited: auditedUnlessMember,
  }),
  row(alumni.countUnreadAlumniMessages),
  row(alumni.blockAlumnus, { params: { uid: SENDER }, allowed: (caller) => (caller === 'the sender' ? 400 : 204) }),
  row(alumni.unblockAlumnus, { params: { uid: SENDER }, allowed: (caller) => (caller === 'the sender' ? 400 : 204) }),
  row(alumni.blockAlumnus, {
    what: 'someone unknown',
    params: { uid: 'nobody' },
    allowed: 404,
    audited: auditedUnlessMember,
  }),
  row(alumni.reportAlumnus, {
    what: 'the sender',
    payload: { reportedUid: SENDER, reason: 'spam', details: '' },
    allowed: (caller) => (caller === 'the sender' ? 400 : 201),
  }),
  row(alumni.reportAlumnus, {
    what: 'a message the sender sent',
    payload: { reportedUid: SENDER, reason: 'harassment', details: '', messageId: MESSAGE },
    allowed: (caller) => (caller === 'the recipient' ? 201 : 400),
  }),
  row(alumni.listAlumniReports),
  row(alumni.resolveAlumniReport, { params: { id: REPORT } }),
];

const cases = accessCases(EXPECTED, CALLERS);

describeOnOneBackend('alumni messages access: conversations, blocks and reports', (backend) => {
  const service = useTestService(backend);
  beforeEach(async () => {
    service.setClock(new Date(Date.UTC(2027, 1, 1)));
    for (const caller of CALLERS) {
      if (caller === 'anonymous' || caller === 'no-profile') continue;
      const uid = uidOf(caller);
      const role: Role = ALUMNI.includes(caller) ? 'alumni' : (caller as Role);
      if (role === 'alumni') await addAlumniProfile(service, uid, { openToMessages: caller !== 'the sender' });
      else await service.addUser(uid, role);
    }
    await addConversation(service, SENDER, RECIPIENT, { id: CONVERSATION });
    await addAlumniMessage(service, CONVERSATION, SENDER, { id: MESSAGE, body: 'Hello from the sender' });
    await addConversation(service, uidOf('another alumnus'), uidOf('alumni'), { id: OTHER_CONVERSATION });
    await addAlumniMessage(service, OTHER_CONVERSATION, uidOf('alumni'));
    await addReport(service, RECIPIENT, SENDER, { id: REPORT });
  });

  /** What a refusal must leave as it was (read times included: only the two people's reading marks messages read). */
  const state = () =>
    service.rows(sql`SELECT
      (SELECT json_agg(json_build_object('id', id, 'first', first_read_at, 'second', second_read_at) ORDER BY id) FROM alumni_conversations) AS conversations,
      (SELECT count(*) FROM alumni_messages) AS messages,
      (SELECT count(*) FROM alumni_blocks) AS blocks,
      (SELECT json_agg(json_build_object('id', id, 'resolved', resolved_at IS NOT NULL) ORDER BY id) FROM alumni_reports) AS reports,
      (SELECT count(*) FROM outbox) AS mail`);

  it.each(cases)('%s as %s', (_name, caller, endpoint) =>
    expectAccess(service, caller, endpoint, { headers: caller === 'anonymous' ? null : service.as(uidOf(caller)), state }),
  );

  it('answers a conversation that exists and one that does not alike to an outsider', async () => {
    const headers = service.as(uidOf('admin'));
    const real = await service.request({ method: 'GET', url: `/api/alumni/conversations/${CONVERSATION}`, headers });
    const made = await service.request({ method: 'GET', url: '/api/alumni/conversations/no-such-one', headers });
    expect(real.statusCode).toBe(404);
    expect(real.json()).toEqual(made.json());
  });

  it("lists each member's own conversations only", async () => {
    const list = async (caller: Caller) =>
      (await service.request({ method: 'GET', url: '/api/alumni/conversations', headers: service.as(uidOf(caller)) }))
        .json()
        .items.map((item: { id: string }) => item.id);
    expect(await list('the sender')).toEqual([CONVERSATION]);
    expect(await list('the recipient')).toEqual([CONVERSATION]);
    expect(await list('another alumnus')).toEqual([OTHER_CONVERSATION]);
    expect(await list('admin')).toEqual([]);
  });
});
