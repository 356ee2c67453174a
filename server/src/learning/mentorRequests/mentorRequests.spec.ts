import { sql } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { MENTOR_REQUEST_MESSAGES } from '@sla/contract/schemas';
import { MENTOR_REQUEST_NAMELESS, MENTOR_REQUEST_NOTICES } from '@sla/contract/serviceMessages';
import { addAlumniProfile, addBlock } from '../../alumni/testing/fixtures.js';
import { describeOnEachBackend } from '../../testing/backends.js';
import { mailIn } from '../../testing/outbox.js';
import { useTestService } from '../../testing/useTestService.js';
import { addMentorship } from '../testing/fixtures.js';

const NOW = new Date('2027-03-01T09:00:00.000Z');
const STUDENT = 'student-1';
const OTHER_STUDENT = 'student-2';
const MENTORS = ['mentor-a', 'mentor-b', 'mentor-c', 'mentor-d'];
const [WANJIRU, KOFI] = MENTORS as [string, string];
const CLOSED = 'mentor-closed';
const STAFF = 'staff-1';
const NOTE = 'I study soil microbes and would value advice on applying for a PhD.';

describeOnEachBackend('asking for a mentor', (backend) => {
  const service = useTestService(backend);
  beforeEach(async () => {
    service.setClock(NOW);
    await service.addUser(STUDENT, 'student', { displayName: 'Amina Student', email: 'amina@example.org', locale: 'fr' });
    await service.addUser(OTHER_STUDENT, 'student', { displayName: 'Baraka Student' });
    await service.addUser(STAFF, 'staff', { displayName: 'Sam Staff' });
    for (const [index, uid] of MENTORS.entries()) {
      await service.addUser(uid, 'alumni', { displayName: `Mentor ${'ABCD'[index]}`, email: `${uid}@example.org` });
      await addAlumniProfile(service, uid, { openToMentoring: true, headline: 'Soil scientist' });
    }
    await addAlumniProfile(service, CLOSED, { openToMentoring: false });
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
  const ask = (mentorUid: string, uid = STUDENT) => call(uid, 'POST', '/mentoring/requests', { mentorUid, note: NOTE });
  const mentorsFor = async (uid = STUDENT) =>
    (await call(uid, 'GET', '/mentoring/mentors')).body.items.map((mentor: { uid: string }) => mentor.uid);
  const notices = (uid: string) =>
    service.rows<{ text: string; link: string }>(sql`SELECT text, link FROM notices WHERE user_id = ${uid}`);

  it('lists alumni open to mentoring as members see them, and none closed, hidden or suspended', async () => {
    await service.ctx.db.execute(sql`UPDATE alumni_profiles SET hidden_at = now() WHERE uid = 'mentor-c'`);
    await service.ctx.db.execute(sql`UPDATE users SET suspended_at = now() WHERE uid = 'mentor-d'`);
    const answer = await call(STUDENT, 'GET', '/mentoring/mentors');
    expect(answer.status).toBe(200);
    // The headline is shown to staff only by default: a student sees what alumni see, so not it.
    expect(answer.body.items).toEqual([
      expect.objectContaining({ uid: WANJIRU, name: 'Mentor A', headline: null, asked: false }),
      expect.objectContaining({ uid: KOFI, name: 'Mentor B', headline: null, asked: false }),
    ]);
    expect(JSON.stringify(answer.body)).not.toContain('@example.org');
  });

  it('sends the request, tells the mentor in a notice and an e-mail, and marks the mentor as asked', async () => {
    const sent = await ask(WANJIRU);
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ status: 'open', mentorName: 'Mentor A', studentName: 'Amina Student', note: NOTE });
    expect(await notices(WANJIRU)).toEqual([{ text: MENTOR_REQUEST_NOTICES.received('Amina Student'), link: '/alumni/mentees' }]);
    const mails = (await mailIn(service)).filter((mail) => mail.kind === 'mentor_request');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: 'mentor-a@example.org' });
    expect(mails[0]!.text).toContain(NOTE);
    const listed = (await call(STUDENT, 'GET', '/mentoring/mentors')).body.items;
    expect(listed.find((mentor: { uid: string }) => mentor.uid === WANJIRU).asked).toBe(true);
    expect((await call(WANJIRU, 'GET', '/mentoring/requests/to-me')).body.items).toHaveLength(1);
    expect((await call(STUDENT, 'GET', '/mentoring/requests')).body.items).toHaveLength(1);
  });

  it('names a student without a display name in the mentor’s language, in the e-mail and the notice', async () => {
    await service.ctx.db.execute(sql`UPDATE users SET display_name = NULL WHERE uid = ${STUDENT}`);
    await service.ctx.db.execute(sql`UPDATE users SET locale = 'fr' WHERE uid = ${WANJIRU}`);
    expect((await ask(WANJIRU)).status).toBe(201);
    const [mail] = (await mailIn(service)).filter((m) => m.kind === 'mentor_request');
    expect(mail!.subject).toBe('Un étudiant aimerait que vous soyez son mentor');
    expect(mail!.text).not.toContain('A student');
    // The notice is kept in English, as every notice, with words the mentor's screen shows in its language.
    expect(await notices(WANJIRU)).toEqual([
      { text: MENTOR_REQUEST_NOTICES.received(MENTOR_REQUEST_NAMELESS.student), link: '/alumni/mentees' },
    ]);
    // A mentor without a display name, declining: the French-speaking student reads "Le mentor".
    await service.ctx.db.execute(sql`UPDATE users SET display_name = NULL WHERE uid = ${KOFI}`);
    const request = (await ask(KOFI)).body;
    expect((await call(KOFI, 'POST', `/mentoring/requests/${request.id}/decline`, {})).status).toBe(200);
    const [answer] = (await mailIn(service)).filter((m) => m.kind === 'mentor_request_answered');
    expect(answer!.text).toContain('Le mentor ne peut pas accompagner un nouvel étudiant');
    expect(await notices(STUDENT)).toEqual([
      { text: MENTOR_REQUEST_NOTICES.declined(MENTOR_REQUEST_NAMELESS.mentor), link: '/student/mentor' },
    ]);
  });

  it('refuses a second open request to the same mentor, a fourth open one, anyone not on offer, and a seventh a day', async () => {
    expect(await call(STUDENT, 'POST', '/mentoring/requests', { mentorUid: KOFI, note: '  ' })).toMatchObject({ status: 400 });
    expect(await ask(STUDENT)).toMatchObject({ status: 400 });
    expect((await ask(WANJIRU)).status).toBe(201);
    expect(await ask(WANJIRU)).toMatchObject({ status: 409, body: { error: { message: MENTOR_REQUEST_MESSAGES.alreadyAsked } } });
    expect((await ask(KOFI)).status).toBe(201);
    expect((await ask('mentor-c')).status).toBe(201);
    expect(await ask('mentor-d')).toMatchObject({
      status: 409,
      body: { error: { message: MENTOR_REQUEST_MESSAGES.tooManyOpen } },
    });
    // Six tries a day (MENTOR_REQUESTS_PER_STUDENT): the seventh is refused before anything is looked at.
    expect(await ask(CLOSED)).toMatchObject({
      status: 429,
      body: { error: { message: MENTOR_REQUEST_MESSAGES.tooManyRequests } },
    });
    expect(await ask(CLOSED, OTHER_STUDENT)).toMatchObject({
      status: 400,
      body: { error: { message: MENTOR_REQUEST_MESSAGES.noSuchMentor } },
    });
  });

  it('hides a mentor who blocked the student (or whom the student blocked) and refuses a request to them in the same words', async () => {
    await addBlock(service, WANJIRU, STUDENT);
    await addBlock(service, STUDENT, KOFI);
    expect(await mentorsFor()).toEqual(['mentor-c', 'mentor-d']);
    expect(await ask(WANJIRU)).toMatchObject({ status: 400, body: { error: { message: MENTOR_REQUEST_MESSAGES.noSuchMentor } } });
    expect(await ask(KOFI)).toMatchObject({ status: 400, body: { error: { message: MENTOR_REQUEST_MESSAGES.noSuchMentor } } });
    expect(await mentorsFor(OTHER_STUDENT)).toEqual(MENTORS);
  });

  it('refuses a student who has a mentor', async () => {
    await addMentorship(service, { studentUid: STUDENT, mentorUid: KOFI });
    expect(await ask(WANJIRU)).toMatchObject({ status: 409, body: { error: { message: MENTOR_REQUEST_MESSAGES.haveMentor } } });
  });

  it('accepting starts the mentorship the student portal shows, closes the other requests and tells the student', async () => {
    const first = (await ask(WANJIRU)).body;
    service.setClock(new Date(NOW.getTime() + 1000));
    const second = (await ask(KOFI)).body;
    expect((await call(KOFI, 'POST', `/mentoring/requests/${first.id}/accept`)).status).toBe(404);
    const accepted = await call(WANJIRU, 'POST', `/mentoring/requests/${first.id}/accept`);
    expect(accepted).toMatchObject({ status: 200, body: { status: 'accepted' } });
    const mine = await call(STUDENT, 'GET', '/mentoring/mine');
    expect(mine).toMatchObject({ status: 200, body: { mentor: { uid: WANJIRU }, you: 'student' } });
    expect((await call(WANJIRU, 'GET', '/mentoring/mentees')).body.items).toHaveLength(1);
    const statuses = (await call(STUDENT, 'GET', '/mentoring/requests')).body.items.map(
      (item: { id: string; status: string }) => [item.id, item.status],
    );
    expect(statuses).toEqual([
      [second.id, 'closed'],
      [first.id, 'accepted'],
    ]);
    expect(await call(KOFI, 'POST', `/mentoring/requests/${second.id}/accept`)).toMatchObject({ status: 409 });
    expect(await call(WANJIRU, 'POST', `/mentoring/requests/${first.id}/decline`, {})).toMatchObject({ status: 409 });
    expect(await notices(STUDENT)).toEqual([{ text: MENTOR_REQUEST_NOTICES.accepted('Mentor A'), link: '/student/mentor' }]);
    const answered = (await mailIn(service)).filter((mail) => mail.kind === 'mentor_request_answered');
    expect(answered).toHaveLength(1);
    // In the student's language.
    expect(answered[0]!.subject).toContain('Mentor A');
    expect(answered[0]!.subject).not.toContain('accepted your request');
  });

  it('declining gives no reason, tells the student kindly, and with a block the mentor leaves their list', async () => {
    const request = (await ask(WANJIRU)).body;
    const declined = await call(WANJIRU, 'POST', `/mentoring/requests/${request.id}/decline`, { block: true });
    expect(declined).toMatchObject({ status: 200, body: { status: 'declined' } });
    expect(await notices(STUDENT)).toEqual([{ text: MENTOR_REQUEST_NOTICES.declined('Mentor A'), link: '/student/mentor' }]);
    expect(await mentorsFor()).not.toContain(WANJIRU);
    expect(await ask(WANJIRU)).toMatchObject({ status: 400 });
    const mail = (await mailIn(service)).find((each) => each.kind === 'mentor_request_answered');
    expect(mail?.text).not.toMatch(/block/i);
  });

  it('lets the student withdraw their own open request only', async () => {
    const request = (await ask(WANJIRU)).body;
    expect((await call(OTHER_STUDENT, 'POST', `/mentoring/requests/${request.id}/withdraw`)).status).toBe(404);
    expect(await call(STUDENT, 'POST', `/mentoring/requests/${request.id}/withdraw`)).toMatchObject({
      status: 200,
      body: { status: 'withdrawn' },
    });
    expect(await call(STUDENT, 'POST', `/mentoring/requests/${request.id}/withdraw`)).toMatchObject({ status: 409 });
    expect((await call(STUDENT, 'POST', '/mentoring/requests/not-a-uuid/withdraw')).status).toBe(404);
  });

  it('lets staff list requests by status, a page at a time, and close an open one, telling both people', async () => {
    const first = (await ask(WANJIRU)).body;
    service.setClock(new Date(NOW.getTime() + 1000));
    await ask(KOFI);
    service.setClock(new Date(NOW.getTime() + 2000));
    await ask(WANJIRU, OTHER_STUDENT);
    await call(WANJIRU, 'POST', `/mentoring/requests/${first.id}/decline`, {});
    const page = await call(STAFF, 'GET', '/mentoring/requests/all?limit=2');
    expect(page.body.items.map((item: { studentUid: string; mentorUid: string }) => [item.studentUid, item.mentorUid])).toEqual([
      [OTHER_STUDENT, WANJIRU],
      [STUDENT, KOFI],
    ]);
    const next = await call(STAFF, 'GET', `/mentoring/requests/all?limit=2&cursor=${page.body.nextCursor}`);
    expect(next.body).toMatchObject({ items: [{ id: first.id, status: 'declined' }], nextCursor: null });
    const open = await call(STAFF, 'GET', '/mentoring/requests/all?status=open');
    expect(open.body.items).toHaveLength(2);
    expect((await call(STAFF, 'GET', '/mentoring/requests/all?status=lost')).status).toBe(400);
    expect((await call(STAFF, 'GET', '/mentoring/requests/all?cursor=nonsense')).status).toBe(400);
    const closed = await call(STAFF, 'POST', `/mentoring/requests/${open.body.items[0].id}/close`);
    expect(closed).toMatchObject({ status: 200, body: { status: 'closed', closedBecause: 'staff' } });
    expect(await notices(OTHER_STUDENT)).toEqual([{ text: MENTOR_REQUEST_NOTICES.closed('Mentor A'), link: '/student/mentor' }]);
    expect(await call(STAFF, 'POST', `/mentoring/requests/${first.id}/close`)).toMatchObject({ status: 409 });
  });

  it('closes the request when the mentor accepts after the student was paired another way', async () => {
    const request = (await ask(WANJIRU)).body;
    await addMentorship(service, { studentUid: STUDENT, mentorUid: KOFI });
    // A pairing made around the service (as staff's on the cohort page) leaves it open; accepting then closes it.
    expect(await call(WANJIRU, 'POST', `/mentoring/requests/${request.id}/accept`)).toMatchObject({
      status: 409,
      body: { error: { message: MENTOR_REQUEST_MESSAGES.pairedMeanwhile } },
    });
    const [row] = await service.rows<{ status: string; closed_because: string }>(
      sql`SELECT status, closed_because FROM mentor_requests WHERE id = ${request.id}`,
    );
    expect(row).toEqual({ status: 'closed', closed_because: 'paired' });
  });
});
