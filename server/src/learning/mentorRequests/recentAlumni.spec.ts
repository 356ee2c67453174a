import { sql } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { MENTOR_REQUEST_MESSAGES } from '@sla/contract/schemas';
import { MENTOR_REQUEST_NOTICES } from '@sla/contract/serviceMessages';
import { addAlumniProfile, addBlock } from '../../alumni/testing/fixtures.js';
import { describeOnEachBackend } from '../../testing/backends.js';
import { linkIn, mailIn } from '../../testing/outbox.js';
import { useTestService } from '../../testing/useTestService.js';
import { addMentorship } from '../testing/fixtures.js';

// Recent alumni ask for a mentor too (decision 0052): an alumnus whose profile started less than two years ago asks
// as a student does, under the same limits; anyone else who holds the alumni portal's permission is refused in words.

const NOW = new Date('2027-03-01T09:00:00.000Z');
const YEAR_AGO = new Date('2026-03-01T09:00:00.000Z');
/** Two years before NOW to the millisecond: no longer recent. */
const TWO_YEARS_AGO = new Date('2025-03-01T09:00:00.000Z');
const RECENT = 'alumnus-recent';
const EARLIER = 'alumnus-earlier';
const NO_PROFILE = 'alumnus-no-profile';
const ADMIN = 'admin-1';
const STAFF = 'staff-1';
const MENTORS = ['mentor-a', 'mentor-b', 'mentor-c', 'mentor-d'];
const [WANJIRU, KOFI] = MENTORS as [string, string];
const NOTE = 'I finished the programme last year and would value advice on my first postdoc.';

describeOnEachBackend('recent alumni asking for a mentor', (backend) => {
  const service = useTestService(backend);
  beforeEach(async () => {
    service.setClock(NOW);
    await service.addUser(RECENT, 'alumni', { displayName: 'Nia Recent', email: 'nia@example.org', locale: 'fr' });
    // A recent alumnus may offer to mentor too: they never see themselves among the mentors.
    await addAlumniProfile(service, RECENT, { openToMentoring: true, createdAt: YEAR_AGO });
    await service.addUser(EARLIER, 'alumni', { displayName: 'Old Timer' });
    await addAlumniProfile(service, EARLIER, { createdAt: TWO_YEARS_AGO });
    await service.addUser(NO_PROFILE, 'alumni', { displayName: 'No Profile' });
    await service.addUser(ADMIN, 'admin', { displayName: 'Ada Admin' });
    await service.addUser(STAFF, 'staff', { displayName: 'Sam Staff' });
    for (const [index, uid] of MENTORS.entries()) {
      await service.addUser(uid, 'alumni', { displayName: `Mentor ${'ABCD'[index]}`, email: `${uid}@example.org`, locale: 'en' });
      await addAlumniProfile(service, uid, { openToMentoring: true, createdAt: new Date('2020-01-01') });
    }
  });

  const call = async (uid: string, method: 'GET' | 'POST', url: string, payload?: object) => {
    const response = await service.request({
      method,
      url: `/api${url}`,
      headers: service.as(uid),
      ...(payload ? { payload } : {}),
    });
    return { status: response.statusCode, body: response.body ? response.json() : null };
  };
  const ask = (mentorUid: string, uid = RECENT) => call(uid, 'POST', '/mentoring/requests', { mentorUid, note: NOTE });
  const notices = (uid: string) =>
    service.rows<{ text: string; link: string }>(sql`SELECT text, link FROM notices WHERE user_id = ${uid} ORDER BY created_at`);
  const refusals = () =>
    service.count(sql`SELECT count(*) AS n FROM audit_logs WHERE type = 'permission_check' AND granted = false`);
  const notRecent = { status: 403, body: { error: { message: MENTOR_REQUEST_MESSAGES.notRecent } } };

  it('an alumnus in their first two years sees the mentors, not themself, and may ask until the day they started plus two years', async () => {
    expect(await call(RECENT, 'GET', '/mentoring/asking')).toEqual({
      status: 200,
      body: { mayAsk: true, askUntil: '2028-03-01T09:00:00.000Z', hasMentor: false, openRequests: 0 },
    });
    const mentors = await call(RECENT, 'GET', '/mentoring/mentors');
    expect(mentors.status).toBe(200);
    expect(mentors.body.items.map((mentor: { uid: string }) => mentor.uid)).toEqual(MENTORS);
    // One millisecond before the two years end they still may; at the end they may not.
    service.setClock(new Date('2028-03-01T09:00:00.000Z'));
    expect(await ask(WANJIRU)).toMatchObject(notRecent);
    service.setClock(new Date('2028-03-01T08:59:59.999Z'));
    expect(await ask(WANJIRU)).toMatchObject({ status: 201, body: { askedAs: 'alumni', studentUid: RECENT } });
  });

  it('refuses in words an alumnus past their first two years, one without a profile, and an admin, and audits it', async () => {
    for (const uid of [EARLIER, NO_PROFILE, ADMIN]) {
      expect(await call(uid, 'GET', '/mentoring/asking')).toMatchObject({ status: 200, body: { mayAsk: false, askUntil: null } });
      const before = await refusals();
      expect(await call(uid, 'GET', '/mentoring/mentors'), uid).toMatchObject(notRecent);
      expect(await ask(WANJIRU, uid), uid).toMatchObject(notRecent);
      expect(await refusals()).toBe(before + 2);
      // Their own (empty) list of requests is theirs to read.
      expect(await call(uid, 'GET', '/mentoring/requests')).toEqual({ status: 200, body: { items: [] } });
    }
    expect(await service.count(sql`SELECT count(*) AS n FROM mentor_requests`)).toBe(0);
    // Staff hold neither permission: the plain refusal.
    expect((await call(STAFF, 'GET', '/mentoring/asking')).status).toBe(403);
  });

  it('tells the mentor an alumnus asked, in the mentor’s language, and names them as one in their list and staff’s', async () => {
    const sent = await ask(WANJIRU);
    expect(sent).toMatchObject({ status: 201, body: { askedAs: 'alumni', studentName: 'Nia Recent', status: 'open' } });
    expect(await notices(WANJIRU)).toEqual([{ text: MENTOR_REQUEST_NOTICES.received('Nia Recent'), link: '/alumni/mentees' }]);
    const [mail] = (await mailIn(service)).filter((each) => each.kind === 'mentor_request');
    expect(mail!.text).toContain('who recently completed one of our programmes');
    expect(mail!.text).not.toContain('a student');
    expect((await call(WANJIRU, 'GET', '/mentoring/requests/to-me')).body.items).toEqual([
      expect.objectContaining({ id: sent.body.id, askedAs: 'alumni' }),
    ]);
    expect((await call(STAFF, 'GET', '/mentoring/requests/all')).body.items).toEqual([
      expect.objectContaining({ id: sent.body.id, askedAs: 'alumni' }),
    ]);
    expect(await call(RECENT, 'GET', '/mentoring/asking')).toMatchObject({ body: { openRequests: 1 } });
  });

  it('keeps the students’ limits: one open request per mentor, three at once, six a day, none while they have a mentor', async () => {
    expect((await ask(WANJIRU)).status).toBe(201);
    expect(await ask(WANJIRU)).toMatchObject({ status: 409, body: { error: { message: MENTOR_REQUEST_MESSAGES.alreadyAsked } } });
    expect((await ask(KOFI)).status).toBe(201);
    expect((await ask('mentor-c')).status).toBe(201);
    expect(await ask('mentor-d')).toMatchObject({
      status: 409,
      body: { error: { message: MENTOR_REQUEST_MESSAGES.tooManyOpen } },
    });
    expect((await ask('mentor-d')).status).toBe(409);
    expect(await ask('mentor-d')).toMatchObject({
      status: 429,
      body: { error: { message: MENTOR_REQUEST_MESSAGES.tooManyRequests } },
    });
    // Tomorrow, with a mentor already: refused however few are open.
    service.setClock(new Date(NOW.getTime() + 2 * 24 * 60 * 60 * 1000));
    await call(
      RECENT,
      'POST',
      `/mentoring/requests/${(await call(RECENT, 'GET', '/mentoring/requests')).body.items[0].id}/withdraw`,
    );
    await addMentorship(service, { studentUid: RECENT, mentorUid: 'mentor-d' });
    expect(await ask('mentor-d')).toMatchObject({
      status: 409,
      body: { error: { message: MENTOR_REQUEST_MESSAGES.haveMentor } },
    });
  });

  it('hides a mentor blocked either way and refuses a request to them in the words of anyone not on offer', async () => {
    await addBlock(service, WANJIRU, RECENT);
    await addBlock(service, RECENT, KOFI);
    const listed = (await call(RECENT, 'GET', '/mentoring/mentors')).body.items.map((mentor: { uid: string }) => mentor.uid);
    expect(listed).toEqual(['mentor-c', 'mentor-d']);
    for (const mentor of [WANJIRU, KOFI, RECENT])
      expect(await ask(mentor)).toMatchObject({
        status: 400,
        body: { error: { message: MENTOR_REQUEST_MESSAGES.noSuchMentor } },
      });
  });

  it('accepting starts a mentorship with no cohort that the alumnus meets in the alumni portal, in their language', async () => {
    const first = (await ask(WANJIRU)).body;
    service.setClock(new Date(NOW.getTime() + 1000));
    const second = (await ask(KOFI)).body;
    expect(await call(WANJIRU, 'POST', `/mentoring/requests/${first.id}/accept`)).toMatchObject({
      status: 200,
      body: { status: 'accepted', askedAs: 'alumni' },
    });
    const [mentorship] = await service.rows<{ id: string; cohort_id: string | null }>(
      sql`SELECT id, cohort_id FROM mentorships WHERE student_uid = ${RECENT}`,
    );
    expect(mentorship!.cohort_id).toBeNull();
    expect(await call(RECENT, 'GET', '/mentoring/mine')).toMatchObject({
      status: 200,
      body: { id: mentorship!.id, you: 'student', mentor: { uid: WANJIRU }, cohortName: null },
    });
    expect((await call(RECENT, 'GET', '/mentoring/requests')).body.items.map((item: { status: string }) => item.status)).toEqual([
      'closed',
      'accepted',
    ]);
    expect(second.id).toBeTruthy();
    expect(await call(RECENT, 'GET', '/mentoring/asking')).toMatchObject({ body: { hasMentor: true, openRequests: 0 } });
    expect(await notices(RECENT)).toEqual([{ text: MENTOR_REQUEST_NOTICES.accepted('Mentor A'), link: '/alumni/mentor' }]);
    const answered = (await mailIn(service)).find((mail) => mail.kind === 'mentor_request_answered');
    expect(linkIn(answered!.text, '/fr/alumni/mentor')).toContain('/fr/alumni/mentor');
    expect((await call(WANJIRU, 'GET', '/mentoring/mentees')).body.items).toEqual([
      expect.objectContaining({
        mentorshipId: mentorship!.id,
        student: expect.objectContaining({ role: 'alumni' }),
        cohortName: null,
      }),
    ]);
    // The two of them write to each other; the mentor's message links the alumnus to their own portal's page.
    expect((await call(RECENT, 'POST', `/mentorships/${mentorship!.id}/messages`, { body: 'Thank you!' })).status).toBe(201);
    expect((await call(WANJIRU, 'POST', `/mentorships/${mentorship!.id}/messages`, { body: 'Welcome.' })).status).toBe(201);
    const fromMentor = (await mailIn(service)).find((mail) => mail.kind === 'mentor_message' && mail.to === 'nia@example.org');
    expect(linkIn(fromMentor!.text, '/fr/alumni/mentor')).toContain('/alumni/mentor');
  });

  it('after the two years the alumnus keeps their requests, may withdraw one, and a mentor may still accept one', async () => {
    const toWanjiru = (await ask(WANJIRU)).body;
    const toKofi = (await ask(KOFI)).body;
    service.setClock(new Date('2029-01-01T00:00:00.000Z'));
    expect(await call(RECENT, 'GET', '/mentoring/asking')).toMatchObject({ body: { mayAsk: false, openRequests: 2 } });
    expect((await call(RECENT, 'GET', '/mentoring/requests')).body.items).toHaveLength(2);
    expect(await call(RECENT, 'POST', `/mentoring/requests/${toWanjiru.id}/withdraw`)).toMatchObject({
      status: 200,
      body: { status: 'withdrawn' },
    });
    expect((await call(KOFI, 'POST', `/mentoring/requests/${toKofi.id}/accept`)).status).toBe(200);
    expect(await call(RECENT, 'GET', '/mentoring/mine')).toMatchObject({ status: 200, body: { mentor: { uid: KOFI } } });
  });

  it('an alumnus does not reach a mentorship from their student days through the alumni portal’s permission', async () => {
    const earlier = await addMentorship(service, { studentUid: RECENT, mentorUid: KOFI });
    expect(await call(RECENT, 'GET', '/mentoring/mine')).toMatchObject({ status: 404 });
    expect((await call(RECENT, 'GET', `/mentorships/${earlier.id}`)).status).toBe(403);
  });

  it('staff closing an alumnus’s request tell them on their own page and name them to the mentor', async () => {
    const request = (await ask(WANJIRU)).body;
    expect(await call(STAFF, 'POST', `/mentoring/requests/${request.id}/close`)).toMatchObject({ status: 200 });
    expect(await notices(RECENT)).toEqual([{ text: MENTOR_REQUEST_NOTICES.closed('Mentor A'), link: '/alumni/mentor' }]);
    expect((await notices(WANJIRU)).at(-1)).toEqual({
      text: MENTOR_REQUEST_NOTICES.closedForMentor('Nia Recent'),
      link: '/alumni/mentees',
    });
  });
});
