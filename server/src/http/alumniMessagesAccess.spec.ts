// Every alumni messages endpoint against every kind of caller: anonymous, signed in without a profile, each of the six
// roles (none of them in the conversation), the conversation's two alumni, and another alumnus with a conversation of
// their own. Members of the network (network_with_alumni: alumni, admins) use conversations, blocks and reports; only a
// conversation's two people reach it, anyone else signed in gets the 404 of a conversation that does not exist, with an
// audit entry; staff who manage profiles read and resolve reports. Refusals change nothing.
import { sql } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { ROLES, type Role } from '@sla/permissions';
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
const mayManage = (caller: Caller) => caller === 'admin' || caller === 'staff';
const participant = (caller: Caller) => caller === 'the sender' || caller === 'the recipient';
/** Members of the network get `ok`; 401 signed out; anyone else 403, audited. */
const members = (ok: (caller: Caller) => number) => (caller: Caller) =>
  caller === 'anonymous' ? 401 : mayNetwork(caller) ? ok(caller) : 403;
/** Only the conversation's two people; other members 404 (audited); anyone else 403. */
const theTwo = (ok: number) => members((caller) => (participant(caller) ? ok : 404));
const staff = (ok: number) => (caller: Caller) => (caller === 'anonymous' ? 401 : mayManage(caller) ? ok : 403);

const EXPECTED: AccessEndpoint<Caller>[] = [
  { name: 'list my conversations', method: 'GET', url: '/api/alumni/conversations', status: members(() => 200) },
  { name: 'read the conversation', method: 'GET', url: `/api/alumni/conversations/${CONVERSATION}`, status: theTwo(200) },
  {
    name: 'read a conversation that does not exist',
    method: 'GET',
    url: '/api/alumni/conversations/7a2c3b8e-0000-4000-8000-0000000000ff',
    status: members(() => 404),
    // A member was refused nothing: there is nothing there. Anyone else lacks network_with_alumni.
    audited: (caller) => !mayNetwork(caller),
  },
  {
    name: 'read the messages',
    method: 'GET',
    url: `/api/alumni/conversations/${CONVERSATION}/messages`,
    status: theTwo(200),
  },
  {
    name: 'answer in the conversation',
    method: 'POST',
    url: `/api/alumni/conversations/${CONVERSATION}/messages`,
    payload: { body: 'Hello' },
    status: theTwo(201),
  },
  {
    name: 'send a message to the recipient (open to messages)',
    method: 'POST',
    url: `/api/alumni/people/${RECIPIENT}/messages`,
    payload: { body: 'Hello' },
    status: members((caller) => (caller === 'the recipient' ? 409 : 201)),
  },
  {
    name: 'send a message to the sender (closed to messages)',
    method: 'POST',
    url: `/api/alumni/people/${SENDER}/messages`,
    payload: { body: 'Hello' },
    status: members((caller) => (caller === 'the sender' ? 409 : 403)),
    audited: (caller) => !mayNetwork(caller),
  },
  {
    name: 'send a message to someone unknown',
    method: 'POST',
    url: '/api/alumni/people/nobody/messages',
    payload: { body: 'Hello' },
    status: members(() => 404),
    // A member asking about nobody is told so (not a refusal); anyone else is refused the endpoint itself, audited.
    audited: (caller) => !mayNetwork(caller),
  },
  { name: 'count unread messages', method: 'GET', url: '/api/alumni/unread', status: members(() => 200) },
  {
    name: 'block the sender',
    method: 'PUT',
    url: `/api/alumni/blocks/${SENDER}`,
    status: members((caller) => (caller === 'the sender' ? 400 : 204)),
  },
  {
    name: 'unblock the sender',
    method: 'DELETE',
    url: `/api/alumni/blocks/${SENDER}`,
    status: members((caller) => (caller === 'the sender' ? 400 : 204)),
  },
  {
    name: 'block someone unknown',
    method: 'PUT',
    url: '/api/alumni/blocks/nobody',
    status: members(() => 404),
    // A member asking about nobody is told so (not a refusal); anyone else is refused the endpoint itself, audited.
    audited: (caller) => !mayNetwork(caller),
  },
  {
    name: 'report the sender',
    method: 'POST',
    url: '/api/alumni/reports',
    payload: { reportedUid: SENDER, reason: 'spam', details: '' },
    status: members((caller) => (caller === 'the sender' ? 400 : 201)),
  },
  {
    name: 'report a message the sender sent',
    method: 'POST',
    url: '/api/alumni/reports',
    payload: { reportedUid: SENDER, reason: 'harassment', details: '', messageId: MESSAGE },
    status: members((caller) => (caller === 'the recipient' ? 201 : 400)),
  },
  { name: 'list reports', method: 'GET', url: '/api/alumni/reports', status: staff(200) },
  { name: 'resolve a report', method: 'POST', url: `/api/alumni/reports/${REPORT}/resolve`, status: staff(200) },
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
