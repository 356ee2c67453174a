import { sql } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { EVENT_REGISTRATION_MESSAGES as M } from '@sla/contract/serviceMessages';
import { describeOnEachBackend } from '../../testing/backends.js';
import { addEvent } from '../../testing/fixtures.js';
import { linkIn, mailIn } from '../../testing/outbox.js';
import { useTestService } from '../../testing/useTestService.js';
import { remindRegistrants } from './remindRegistrants.js';

const NOW = new Date('2026-03-02T09:00:00.000Z');
const STARTS = new Date('2026-03-09T17:00:00.000Z');
const EDITOR = 'editor-1';

describeOnEachBackend('event registration', (backend) => {
  const service = useTestService(backend);
  let eventId = '';
  beforeEach(async () => {
    service.setClock(NOW);
    await service.addUser(EDITOR, 'content_editor');
    await service.addUser('alum', 'alumni', { displayName: 'Ama Alum' });
    await service.addUser('stu', 'student', { displayName: 'Sam Student', locale: 'fr' });
    await service.addUser('app', 'applicant');
    const event = await addEvent(service, {
      slug: 'lab-night',
      title: 'Lab night',
      eventStartsAt: STARTS,
      timeZone: 'Africa/Lagos',
      eventLocation: 'Yaba, Lagos',
    });
    eventId = event.id;
  });

  const call = async (method: string, url: string, payload?: object, uid: string | null = null, ip = '10.0.0.1') => {
    const response = await service.request({
      method: method as 'GET',
      url: `/api${url}`,
      headers: { ...(uid ? service.as(uid) : {}), 'x-forwarded-for': ip },
      remoteAddress: ip,
      ...(payload ? { payload } : {}),
    });
    return {
      status: response.statusCode,
      body: response.body
        ? response.headers['content-type']?.toString().includes('json')
          ? response.json()
          : response.body
        : null,
    };
  };
  const settings = (body: object) =>
    call('PUT', `/content/events/${eventId}/registration`, { open: true, audience: 'public', ...body }, EDITOR);
  const visitor = (name: string, ip = '10.0.0.1') =>
    call('POST', '/public/events/lab-night/registration', { name, email: `${name.toLowerCase()}@example.net` }, null, ip);
  const statuses = async () =>
    (await service.rows(sql`SELECT name, status FROM event_registrations ORDER BY created_at, name`)).map(
      (row) => `${row.name}:${row.status}`,
    );

  it('takes visitors up to the capacity, then the waiting list; a cancel link frees the place for the first waiting, who is told', async () => {
    expect((await settings({ capacity: 2 })).status).toBe(200);
    expect((await call('GET', '/public/events/lab-night/registration')).body.registration).toMatchObject({
      state: 'open',
      placesLeft: 2,
    });
    expect((await visitor('Ada')).body).toEqual({ status: 'registered', message: M.registered });
    service.setClock(new Date(NOW.getTime() + 1000));
    expect((await visitor('Ben')).body.status).toBe('registered');
    service.setClock(new Date(NOW.getTime() + 2000));
    expect((await visitor('Cy')).body).toEqual({ status: 'waiting', message: M.waiting });
    service.setClock(new Date(NOW.getTime() + 3000));
    expect((await visitor('Di')).body.status).toBe('waiting');
    expect((await call('GET', '/public/events/lab-night/registration')).body.registration).toMatchObject({
      state: 'full',
      placesLeft: 0,
    });

    const mails = await mailIn(service);
    expect(mails.map((mail) => [mail.kind, mail.to])).toEqual([
      ['event_confirmed', 'ada@example.net'],
      ['event_confirmed', 'ben@example.net'],
      ['event_waiting', 'cy@example.net'],
      ['event_waiting', 'di@example.net'],
    ]);
    expect(mails[0]!.text).toContain('/api/public/events/lab-night/calendar.ics');
    const token = new URL(linkIn(mails[0]!.text, '/events/cancel')).searchParams.get('token')!;
    // Only a hash is kept.
    expect(await service.count(sql`SELECT count(*) AS n FROM event_registrations WHERE cancel_token_hash = ${token}`)).toBe(0);

    expect((await call('POST', '/public/event-registrations/cancel', { token })).body).toEqual({
      status: 'cancelled',
      message: M.cancelled,
    });
    expect(await statuses()).toEqual(['Ada:cancelled', 'Ben:registered', 'Cy:registered', 'Di:waiting']);
    const promoted = (await mailIn(service)).at(-1)!;
    expect([promoted.kind, promoted.to]).toEqual(['event_promoted', 'cy@example.net']);
    // The link works once.
    const again = await call('POST', '/public/event-registrations/cancel', { token });
    expect([again.status, again.body.error.message]).toEqual([404, M.badCancelLink]);
  });

  it('never overfills nor promotes one person twice when registrations and cancellations race', async () => {
    await settings({ capacity: 5 });
    const first = await Promise.all(
      Array.from({ length: 12 }, (_, i) => visitor(`P${String(i).padStart(2, '0')}`, `10.0.1.${i}`)),
    );
    expect(first.every((answer) => answer.status === 201)).toBe(true);
    expect(await service.count(sql`SELECT count(*) AS n FROM event_registrations WHERE status = 'registered'`)).toBe(5);
    const tokens = (await mailIn(service))
      .filter((mail) => mail.kind === 'event_confirmed')
      .map((mail) => new URL(linkIn(mail.text, '/events/cancel')).searchParams.get('token')!);
    // Three people cancel at once, one of them twice.
    const answers = await Promise.all(
      [tokens[0], tokens[1], tokens[2], tokens[0]].map((token, i) =>
        call('POST', '/public/event-registrations/cancel', { token }, null, `10.0.2.${i}`),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 404]);
    expect(await service.count(sql`SELECT count(*) AS n FROM event_registrations WHERE status = 'registered'`)).toBe(5);
    expect(await service.count(sql`SELECT count(*) AS n FROM event_registrations WHERE status = 'waiting'`)).toBe(4);
    expect(await service.count(sql`SELECT registered AS n FROM event_registration_settings`)).toBe(5);
    expect(await service.count(sql`SELECT count(*) AS n FROM outbox WHERE kind = 'event_promoted'`)).toBe(3);
  });

  it('lets only signed-in alumni register for an alumni event, in one step with their account', async () => {
    await settings({ audience: 'alumni' });
    expect((await visitor('Ada')).status).toBe(401);
    const student = await call('POST', '/public/events/lab-night/registration', {}, 'stu');
    expect([student.status, student.body.error.message]).toEqual([403, M.alumniOnly]);
    expect((await call('POST', '/public/events/lab-night/registration', {}, 'alum')).body.status).toBe('registered');
    const twice = await call('POST', '/public/events/lab-night/registration', {}, 'alum');
    expect([twice.status, twice.body.error.message]).toEqual([409, M.alreadyRegistered]);
    expect((await call('GET', '/public/events/lab-night/registration', undefined, 'alum')).body.mine.status).toBe('registered');
    expect((await service.rows(sql`SELECT name, email, uid FROM event_registrations`))[0]).toEqual({
      name: 'Ama Alum',
      email: 'alum@example.org',
      uid: 'alum',
    });
    expect((await call('DELETE', '/public/events/lab-night/registration', undefined, 'alum')).body.status).toBe('cancelled');
    expect((await call('DELETE', '/public/events/lab-night/registration', undefined, 'alum')).status).toBe(404);
  });

  it("puts a person's registrations in their data download, and in no one else's", async () => {
    await settings({ audience: 'public' });
    expect((await call('POST', '/public/events/lab-night/registration', {}, 'alum')).body.status).toBe('registered');
    const exported = await call('GET', '/users/me/export', undefined, 'alum');
    expect(exported.status).toBe(200);
    const body = typeof exported.body === 'string' ? JSON.parse(exported.body) : exported.body;
    expect(body.eventRegistrations).toEqual([
      expect.objectContaining({ event: { id: eventId, title: 'Lab night' }, name: 'Ama Alum', status: 'registered' }),
    ]);
    // Someone else's download has none of it.
    const other = await call('GET', '/users/me/export', undefined, 'app');
    expect((typeof other.body === 'string' ? JSON.parse(other.body) : other.body).eventRegistrations).toEqual([]);
  });

  it('lets students register for a students event, and writes to them in their language', async () => {
    await settings({ audience: 'students' });
    expect((await call('POST', '/public/events/lab-night/registration', {}, 'alum')).status).toBe(403);
    expect((await call('POST', '/public/events/lab-night/registration', {}, 'stu')).status).toBe(201);
    const [mail] = await mailIn(service);
    expect(mail!.subject).toBe('Vous êtes inscrit·e : Lab night');
  });

  it('refuses a suspended account, a passed deadline, a started event, a closed registration and bad input with a clear 4xx', async () => {
    await service.addUser('gone', 'alumni', { suspendedAt: NOW });
    await settings({ deadline: '2026-03-05T00:00:00.000Z' });
    expect((await call('POST', '/public/events/lab-night/registration', {}, 'gone')).status).toBe(403);
    const bad = await call('POST', '/public/events/lab-night/registration', { name: '', email: 'not-an-address' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fieldErrors).sort()).toEqual(['email', 'name']);
    const missing = await call('POST', '/public/events/lab-night/registration', {});
    expect([missing.status, missing.body.error.message]).toEqual([400, expect.any(String)]);
    expect((await call('POST', '/public/events/no-such/registration', { name: 'A', email: 'a@example.net' })).status).toBe(404);
    expect((await settings({ capacity: 0 })).status).toBe(400);
    service.setClock(new Date('2026-03-06T00:00:00.000Z'));
    const late = await visitor('Late');
    expect([late.status, late.body.error.message]).toEqual([409, M.deadlinePassed]);
    await settings({ deadline: null });
    service.setClock(new Date(STARTS.getTime() + 1000));
    expect((await visitor('Later')).body.error.message).toBe(M.started);
    service.setClock(NOW);
    await settings({ open: false });
    expect((await visitor('Closed')).body.error.message).toBe(M.notTaking);
    expect(await service.count(sql`SELECT count(*) AS n FROM event_registrations`)).toBe(0);
  });

  it('stores nothing for a filled honeypot, and limits how often one address is written to', async () => {
    await settings({});
    const robot = await call('POST', '/public/events/lab-night/registration', {
      name: 'Bot',
      email: 'b@example.net',
      website: 'x',
    });
    expect(robot.body.status).toBe('registered');
    expect(await service.count(sql`SELECT count(*) AS n FROM event_registrations`)).toBe(0);
    for (let i = 0; i < 5; i += 1) {
      const answer = await call(
        'POST',
        '/public/events/lab-night/registration',
        { name: 'Vic', email: 'vic@example.net' },
        null,
        `10.0.3.${i}`,
      );
      expect(answer.status).toBe(i === 0 ? 201 : 409);
    }
    expect(
      (await call('POST', '/public/events/lab-night/registration', { name: 'Vic', email: 'vic@example.net' }, null, '10.0.3.9'))
        .status,
    ).toBe(429);
  });

  it('gives staff the list by name with search, status filters, keyset pages, check-in and the CSV', async () => {
    await settings({ capacity: 3 });
    for (const [i, name] of ['Zoe', 'adam', 'Bola', 'Chi'].entries()) {
      service.setClock(new Date(NOW.getTime() + i * 1000));
      await visitor(name, `10.0.4.${i}`);
    }
    const page1 = await call('GET', `/content/events/${eventId}/registrants?limit=2`, undefined, EDITOR);
    expect(page1.body.items.map((row: { name: string }) => row.name)).toEqual(['adam', 'Bola']);
    const page2 = await call(
      'GET',
      `/content/events/${eventId}/registrants?limit=2&cursor=${page1.body.nextCursor}`,
      undefined,
      EDITOR,
    );
    expect(page2.body.items.map((row: { name: string }) => row.name)).toEqual(['Chi', 'Zoe']);
    expect(page2.body.nextCursor).toBeNull();
    expect(page1.body.settings).toMatchObject({ registered: 3, waiting: 1, checkedIn: 0, capacity: 3 });
    const waiting = await call('GET', `/content/events/${eventId}/registrants?status=waiting`, undefined, EDITOR);
    expect(waiting.body.items.map((row: { name: string }) => row.name)).toEqual(['Chi']);
    const found = await call('GET', `/content/events/${eventId}/registrants?search=BOL`, undefined, EDITOR);
    expect(found.body.items).toHaveLength(1);
    const bola = found.body.items[0];
    expect(
      (await call('PUT', `/content/events/${eventId}/registrants/${bola.id}/check-in`, { checkedIn: true }, EDITOR)).body
        .checkedInAt,
    ).toBe(NOW.toISOString().replace('09:00:00', '09:00:03'));
    const checked = await call('GET', `/content/events/${eventId}/registrants?status=checked_in`, undefined, EDITOR);
    expect(checked.body.items.map((row: { name: string }) => row.name)).toEqual(['Bola']);
    const chi = waiting.body.items[0];
    expect(
      (await call('PUT', `/content/events/${eventId}/registrants/${chi.id}/check-in`, { checkedIn: true }, EDITOR)).status,
    ).toBe(409);
    expect((await call('GET', `/content/events/${eventId}/registrants?cursor=nonsense`, undefined, EDITOR)).status).toBe(400);
    const csv = await call('GET', `/content/events/${eventId}/registrants.csv`, undefined, EDITOR);
    expect(csv.status).toBe(200);
    const lines = String(csv.body)
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe('name,email,status,checked_in_at,registered_at,account');
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(['adam', 'Bola', 'Chi', 'Zoe']);
    // More places promote the waiting list at once.
    expect((await settings({ capacity: 4 })).body.settings).toMatchObject({ registered: 4, waiting: 0 });
    expect((await mailIn(service)).at(-1)!.kind).toBe('event_promoted');
  });

  it('lists the events taking registrations for the door, soonest first, from 30 days back; staff check people in', async () => {
    await service.addUser('staff-1', 'staff');
    await settings({ capacity: 2 });
    await visitor('Ada');
    const soon = await addEvent(service, { slug: 'soon', title: 'Soon', eventStartsAt: new Date('2026-03-03T10:00:00.000Z') });
    const recent = await addEvent(service, {
      slug: 'recent',
      title: 'Recent',
      eventStartsAt: new Date('2026-02-10T10:00:00.000Z'),
    });
    const old = await addEvent(service, { slug: 'old', title: 'Old', eventStartsAt: new Date('2026-01-10T10:00:00.000Z') });
    await addEvent(service, { slug: 'no-registration', title: 'Elsewhere', eventStartsAt: STARTS });
    for (const id of [soon.id, recent.id, old.id])
      await call('PUT', `/content/events/${id}/registration`, { open: false, audience: 'alumni' }, EDITOR);

    const listed = await call('GET', '/event-registrations/events', undefined, 'staff-1');
    expect(listed.status).toBe(200);
    expect(listed.body.items.map((event: { title: string }) => event.title)).toEqual(['Recent', 'Soon', 'Lab night']);
    expect(listed.body.items[2]).toMatchObject({
      id: eventId,
      location: 'Yaba, Lagos',
      startsAt: STARTS.toISOString(),
      settings: { open: true, capacity: 2, registered: 1, waiting: 0, checkedIn: 0 },
    });
    const [ada] = (await call('GET', `/content/events/${eventId}/registrants`, undefined, 'staff-1')).body.items;
    const checkIn = await call(
      'PUT',
      `/content/events/${eventId}/registrants/${ada.id}/check-in`,
      { checkedIn: true },
      'staff-1',
    );
    expect(checkIn.status).toBe(200);
    expect(checkIn.body.checkedInAt).not.toBeNull();
    // Staff run the door but do not change who may come.
    const refused = await call('PUT', `/content/events/${eventId}/registration`, { open: false, audience: 'public' }, 'staff-1');
    expect(refused.status).toBe(403);
    expect((await call('GET', '/event-registrations/events', undefined, 'alum')).status).toBe(403);
  });

  it('reminds each registered person once, the day before, however many servers run the job', async () => {
    await settings({});
    await visitor('Ada');
    await call('POST', '/public/events/lab-night/registration', {}, 'alum');
    expect(await remindRegistrants(service.ctx)).toBe(0);
    service.setClock(new Date(STARTS.getTime() - 20 * 60 * 60 * 1000));
    const counts = await Promise.all([remindRegistrants(service.ctx), remindRegistrants(service.ctx)]);
    expect(counts.reduce((a, b) => a + b)).toBe(2);
    expect(await remindRegistrants(service.ctx)).toBe(0);
    const reminders = (await mailIn(service)).filter((mail) => mail.kind === 'event_reminder');
    expect(reminders.map((mail) => mail.to).sort()).toEqual(['ada@example.net', 'alum@example.org']);
  });

  it('serves the event as an .ics file', async () => {
    const response = await service.request({ method: 'GET', url: '/api/public/events/lab-night/calendar.ics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/calendar');
    expect(response.body).toContain('SUMMARY:Lab night');
    expect(response.body).toContain('DTSTART:20260309T170000Z');
    expect(response.body).toContain('LOCATION:Yaba\\, Lagos');
  });
});
