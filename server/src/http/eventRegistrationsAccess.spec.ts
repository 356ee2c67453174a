// Every endpoint of event registration (decision 0046) against every kind of caller: anonymous, signed in without a
// profile, each of the six roles, a suspended account and an alumnus another alumnus blocked. Refusals change nothing.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { ROLES } from '@sla/permissions';
import * as content from '@sla/contract/operations/content';
import { describeOnOneBackend } from '../testing/backends.js';
import { addEvent } from '../testing/fixtures.js';
import {
  addCommunityCallers,
  COMMUNITY_CALLERS,
  communityRow,
  communityUid,
  expectedStatus,
  type Caller as TableCaller,
  type CommunityCaller,
} from '../testing/operationAccess.js';
import { useTestService } from '../testing/useTestService.js';

type Caller = CommunityCaller;
const CALLERS = COMMUNITY_CALLERS;
const uidOf = communityUid;
const IDS = { event: randomUUID(), alumniEvent: randomUUID(), registrant: randomUUID() };

// Every route here reads the account when there is one (registering as oneself): a suspended account is refused all.
const row = (...[operation, options]: Parameters<typeof communityRow>) =>
  communityRow(operation, { ...options, publicReadsAccount: true });

const EXPECTED = [
  row(content.listRegistrationEvents),
  row(content.getRegistrationSettings, { params: { id: IDS.event } }),
  row(content.saveRegistrationSettings, {
    params: { id: IDS.event },
    payload: () => ({ open: true, audience: 'public', capacity: 10 }),
  }),
  row(content.listRegistrants, { params: { id: IDS.event } }),
  row(content.exportRegistrantsCsv, { params: { id: IDS.event } }),
  row(content.checkInRegistrant, {
    params: { id: IDS.event, registrantId: IDS.registrant },
    payload: () => ({ checkedIn: true }),
  }),
  row(content.getEventRegistration, { params: { slug: 'open-event' } }),
  row(content.downloadEventCalendar, { params: { slug: 'open-event' } }),
  // Anyone may register for a public event: a visitor with a name and an address, a signed-in person as themselves.
  row(content.registerForEvent, {
    params: { slug: 'open-event' },
    payload: (caller) => ({ name: `Guest ${caller}`, email: `guest-${caller}@example.net` }),
  }),
  // Only alumni (and admin, who holds the alumni group's permissions) for an alumni event.
  {
    ...row(content.registerForEvent, { params: { slug: 'alumni-event' }, payload: () => ({}) }),
    name: 'register for an alumni-only event',
    status: (caller: Caller) =>
      caller === 'anonymous' ? 401 : caller === 'alumni' || caller === 'blocked-alumni' || caller === 'admin' ? 201 : 403,
  },
  // Nobody holding a registration: 404 to all signed in.
  row(content.cancelMyRegistration, { params: { slug: 'open-event' }, allowed: 404 }),
  row(content.cancelRegistrationByLink, { payload: () => ({ token: 'no-such-token' }), allowed: 404 }),
];

const cases = EXPECTED.flatMap((endpoint) => CALLERS.map((caller) => [endpoint.name, caller, endpoint] as const));

describeOnOneBackend('event registration access', (backend) => {
  const service = useTestService(backend);
  beforeEach(async () => {
    await addCommunityCallers(service);
    const later = new Date(Date.now() + 30 * 24 * 3600 * 1000);
    await addEvent(service, { id: IDS.event, slug: 'open-event', eventStartsAt: later });
    await addEvent(service, { id: IDS.alumniEvent, slug: 'alumni-event', eventStartsAt: later });
    const now = new Date();
    await service.rows(sql`INSERT INTO event_registration_settings (event_id, open, audience, registered, updated_at)
      VALUES (${IDS.event}, true, 'public', 1, ${now}), (${IDS.alumniEvent}, true, 'alumni', 0, ${now})`);
    await service.rows(sql`INSERT INTO event_registrations (id, event_id, name, sort_name, email, email_key, status, created_at, updated_at)
      VALUES (${IDS.registrant}, ${IDS.event}, 'Ada', 'ada', 'ada@example.net', 'ada@example.net', 'registered', ${now}, ${now})`);
  });

  const state = () =>
    service.rows(sql`SELECT
      (SELECT json_agg(json_build_object('id', id, 'status', status, 'in', checked_in_at) ORDER BY id) FROM event_registrations) AS registrations,
      (SELECT json_agg(json_build_object('id', event_id, 'open', open, 'capacity', capacity, 'registered', registered) ORDER BY event_id) FROM event_registration_settings) AS settings,
      (SELECT count(*) FROM outbox) AS mail`);

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
  });

  it('lets editors and staff run the door (list, CSV, check-in), and only editors change the settings', () => {
    const callers = ['anonymous', 'no-profile', ...ROLES] as TableCaller[];
    const door = (caller: TableCaller) =>
      caller === 'anonymous' ? 401 : ['admin', 'content_editor', 'staff'].includes(caller) ? 200 : 403;
    const editors = (caller: TableCaller) =>
      caller === 'anonymous' ? 401 : caller === 'admin' || caller === 'content_editor' ? 200 : 403;
    for (const operation of [
      content.listRegistrationEvents,
      content.getRegistrationSettings,
      content.listRegistrants,
      content.exportRegistrantsCsv,
      content.checkInRegistrant,
    ])
      expect(
        callers.map((caller) => expectedStatus(operation, caller)),
        operation.id,
      ).toEqual(callers.map(door));
    expect(callers.map((caller) => expectedStatus(content.saveRegistrationSettings, caller))).toEqual(callers.map(editors));
  });
});
