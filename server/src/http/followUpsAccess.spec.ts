// Every follow-up inbox endpoint of routes/followUps.ts against every kind of caller: anonymous, signed in without a
// profile, each of the six roles and a suspended member of staff. Staff's side needs view_all_users (staff and admins;
// a suspended account is refused whatever it asks); the sender's reply link needs no account. Refusals change nothing,
// and a signed-in caller's refusal is audited.
import { sql } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import * as people from '@sla/contract/operations/people';
import { ROLES } from '@sla/permissions';
import { followUpLinks, followUps, messages } from '../db/schema.js';
import { hashOfFollowUpToken } from '../followUps/links.js';
import { describeOnOneBackend } from '../testing/backends.js';
import { expectedStatus, operationRow, type Caller as TableCaller } from '../testing/operationAccess.js';
import { useTestService } from '../testing/useTestService.js';

type Caller = TableCaller | 'suspended staff';
const CALLERS: Caller[] = ['anonymous', 'no-profile', ...ROLES, 'suspended staff'];
const uidOf = (caller: Caller) => `caller-${caller.replace(' ', '-')}`;
const ITEM = '6f1c2a7e-0d4b-4c8e-9a51-3b2d7e8f9a10';
const TOKEN = 'F'.repeat(43);

/**
 * The declaration's answer. A suspended account is refused (403) by sign-in before any permission is looked at; the
 * reply link's routes read no sign-in at all, so there it is a visitor like any other.
 */
const row = (operation: Parameters<typeof operationRow>[0], options: Parameters<typeof operationRow>[1] = {}) => {
  const declared = operationRow(operation, options);
  return {
    ...declared,
    status: (caller: Caller) =>
      caller === 'suspended staff' && operation.access !== 'public'
        ? 403
        : expectedStatus(operation, caller === 'suspended staff' ? 'staff' : caller, options.allowed),
    audited: (caller: Caller) => caller !== 'suspended staff',
  };
};

const EXPECTED = [
  row(people.listFollowUps),
  row(people.countFollowUps),
  row(people.listFollowUpOwners),
  row(people.getFollowUp, { params: { id: ITEM } }),
  row(people.updateFollowUp, { params: { id: ITEM }, payload: () => ({ status: 'done' }) }),
  row(people.addFollowUpNote, { params: { id: ITEM }, payload: () => ({ body: 'Called her back.' }) }),
  row(people.replyToFollowUp, { params: { id: ITEM }, payload: () => ({ body: 'Thank you for writing.' }) }),
  row(people.openFollowUpLink, { params: { token: TOKEN } }),
  row(people.answerFollowUp, { params: { token: TOKEN }, payload: () => ({ message: 'Thank you, see you then.' }) }),
];

const cases = EXPECTED.flatMap((endpoint) => CALLERS.map((caller) => [endpoint.name, caller, endpoint] as const));

describeOnOneBackend('follow-up inbox access: staff’s inbox and the sender’s reply link', (backend) => {
  const service = useTestService(backend);
  beforeEach(async () => {
    for (const role of ROLES) await service.addUser(uidOf(role), role, { email: `${role}@example.org` });
    await service.addUser(uidOf('suspended staff'), 'staff', { suspendedAt: new Date() });
    const now = new Date();
    await service.database.db.insert(messages).values({
      id: ITEM,
      kind: 'contact',
      name: 'Amina',
      email: 'amina@example.net',
      message: 'A question about StepUp.',
      createdAt: now,
    });
    await service.database.db.insert(followUps).values({
      id: ITEM,
      kind: 'contact',
      name: 'Amina',
      email: 'amina@example.net',
      emailKey: 'amina@example.net',
      locale: 'en',
      receivedAt: now,
      activityAt: now,
      updatedAt: now,
    });
    await service.database.db
      .insert(followUpLinks)
      .values({ tokenHash: hashOfFollowUpToken(TOKEN), followUpId: ITEM, issuedAt: now });
  });

  const state = () =>
    service.rows(sql`SELECT
      (SELECT json_agg(json_build_object('id', id, 'status', status, 'owner', owner_uid, 'replies', replies)) FROM follow_ups) AS items,
      (SELECT count(*) FROM follow_up_entries) AS entries,
      (SELECT count(*) FROM follow_up_links) AS links,
      (SELECT count(*) FROM outbox) AS mail`);
  const refusalsAudited = (uid: string) =>
    service.count(
      sql`SELECT count(*) AS n FROM audit_logs WHERE type = 'permission_check' AND granted = false AND user_id = ${uid}`,
    );

  it.each(cases)('%s as %s', async (_name, caller, endpoint) => {
    const before = await state();
    const response = await service.request({
      method: endpoint.method,
      url: endpoint.url,
      headers: caller === 'anonymous' ? {} : service.as(uidOf(caller)),
      ...(endpoint.payload ? { payload: endpoint.payload(caller as TableCaller) as object } : {}),
    });
    const expected = endpoint.status(caller);
    expect(response.statusCode, response.body).toBe(expected);
    if (expected >= 400) {
      expect(response.json().error.message).toEqual(expect.any(String));
      expect(await state()).toEqual(before);
    }
    if (expected === 401) expect(response.json().error.message).toBe('No authenticated user');
    if (expected === 403 && endpoint.audited(caller)) expect(await refusalsAudited(uidOf(caller))).toBe(1);
  });

  it('lets exactly staff and admins into the inbox, as the permission table says', () => {
    for (const operation of [people.listFollowUps, people.getFollowUp, people.replyToFollowUp])
      expect(ROLES.filter((role) => expectedStatus(operation, role) < 400).sort(), operation.id).toEqual(['admin', 'staff']);
  });
});
