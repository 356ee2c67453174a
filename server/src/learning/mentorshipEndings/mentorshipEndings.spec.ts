import { sql } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { MENTOR_REQUEST_MESSAGES, MENTORSHIP_END_MESSAGES } from '@sla/contract/schemas';
import { MENTORING_MESSAGES, MENTORSHIP_END_NOTICES } from '@sla/contract/serviceMessages';
import { addAlumniProfile } from '../../alumni/testing/fixtures.js';
import { describeOnEachBackend } from '../../testing/backends.js';
import { linkIn, mailIn } from '../../testing/outbox.js';
import { useTestService } from '../../testing/useTestService.js';
import { endMentorship as endPairing } from '../pairing/endMentorship.js';
import { addMentorship, addMentorTask } from '../testing/fixtures.js';

// Ending a mentorship (decision 0052, amended): its mentee or its mentor, with an optional note the other side is told
// of; staff, with a reason kept for staff. It stays readable, takes nothing new, and the mentee may ask again.

const NOW = new Date('2027-03-01T09:00:00.000Z');
const LATER = new Date('2027-03-08T09:00:00.000Z');
const ALUMNUS = 'alumnus-nia';
const MENTOR = 'mentor-wanjiru';
const OTHER_MENTOR = 'mentor-kofi';
const STUDENT = 'student-amara';
const STAFF_MENTOR = 'staff-mentor';
const STAFF = 'staff-sam';
const OUTSIDER = 'student-outsider';
const NOTE = 'Thank you for these months. I am moving abroad and cannot give you the time you deserve.';

describeOnEachBackend('ending a mentorship', (backend) => {
  const service = useTestService(backend);
  beforeEach(async () => {
    service.setClock(NOW);
    await service.addUser(ALUMNUS, 'alumni', { displayName: 'Nia Recent', email: 'nia@example.org', locale: 'fr' });
    await addAlumniProfile(service, ALUMNUS, { createdAt: new Date('2026-06-01T00:00:00.000Z') });
    await service.addUser(MENTOR, 'alumni', { displayName: 'Wanjiru Kamau', email: 'wanjiru@example.org', locale: 'en' });
    await addAlumniProfile(service, MENTOR, { openToMentoring: true, createdAt: new Date('2020-01-01') });
    await service.addUser(OTHER_MENTOR, 'alumni', { displayName: 'Kofi Mensah', email: 'kofi@example.org' });
    await addAlumniProfile(service, OTHER_MENTOR, { openToMentoring: true, createdAt: new Date('2020-01-01') });
    await service.addUser(STUDENT, 'student', { displayName: 'Amara Student', email: 'amara@example.org' });
    await service.addUser(STAFF_MENTOR, 'staff', { displayName: 'Grace Staff', email: 'grace@example.org' });
    await service.addUser(STAFF, 'staff', { displayName: 'Sam Staff' });
    await service.addUser(OUTSIDER, 'student', { displayName: 'Someone Else' });
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
  const notices = (uid: string) =>
    service.rows<{ text: string; link: string }>(sql`SELECT text, link FROM notices WHERE user_id = ${uid} ORDER BY created_at`);
  const endMails = async () => (await mailIn(service)).filter((mail) => mail.kind === 'mentorship_ended');
  const row = async (id: string) =>
    (
      await service.rows<Record<string, unknown>>(
        sql`SELECT ended_at IS NOT NULL AS ended, ended_by, ended_as, end_note, end_reason FROM mentorships WHERE id = ${id}`,
      )
    )[0];

  /** The alumnus asks Wanjiru, who accepts: the alumnus's mentorship, as decision 0052 starts it. */
  async function alumnusMentorship(): Promise<string> {
    const asked = await call(ALUMNUS, 'POST', '/mentoring/requests', { mentorUid: MENTOR, note: 'Would you mentor me?' });
    expect(asked.status).toBe(201);
    expect((await call(MENTOR, 'POST', `/mentoring/requests/${asked.body.id}/accept`)).status).toBe(200);
    await service.database.db.execute(sql`DELETE FROM notices`);
    await service.database.db.execute(sql`DELETE FROM outbox`);
    const [found] = await service.rows<{ id: string }>(sql`SELECT id FROM mentorships WHERE student_uid = ${ALUMNUS}`);
    return found!.id;
  }

  it("a recent alumnus's mentor ends it with a note: the alumnus is told in French, reads it, and may ask again", async () => {
    const id = await alumnusMentorship();
    service.setClock(LATER);
    const ended = await call(MENTOR, 'POST', `/mentorships/${id}/end`, { note: `  ${NOTE}  ` });
    expect(ended).toMatchObject({
      status: 200,
      body: { id, you: 'mentor', endedAt: LATER.toISOString(), endedBy: 'mentor', endNote: NOTE },
    });
    expect(await row(id)).toEqual({ ended: true, ended_by: MENTOR, ended_as: 'mentor', end_note: NOTE, end_reason: null });
    // The alumnus is told, on their own portal's page; the mentor, who acted, is not.
    expect(await notices(ALUMNUS)).toEqual([{ text: MENTORSHIP_END_NOTICES.byMentor('Wanjiru Kamau'), link: '/alumni/mentor' }]);
    expect(await notices(MENTOR)).toEqual([]);
    const [mail, ...more] = await endMails();
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ to: 'nia@example.org', subject: 'Wanjiru Kamau a mis fin à votre mentorat' });
    expect(mail!.text).toContain(NOTE);
    expect(linkIn(mail!.text, '/fr/alumni/mentor')).toContain('/fr/alumni/mentor');
    // Still readable by both, as ended; nothing new can be added.
    expect(await call(ALUMNUS, 'GET', '/mentoring/mine')).toMatchObject({
      status: 200,
      body: { id, endedAt: LATER.toISOString(), endedBy: 'mentor', endNote: NOTE },
    });
    expect((await call(MENTOR, 'GET', `/mentorships/${id}`)).body).toMatchObject({ endedAt: LATER.toISOString() });
    expect(await call(ALUMNUS, 'POST', `/mentorships/${id}/messages`, { body: 'Hello?' })).toMatchObject({
      status: 409,
      body: { error: { message: MENTORING_MESSAGES.ended } },
    });
    // No current mentor: the alumnus, still in their first two years, may ask again; the request lists its end.
    expect((await call(ALUMNUS, 'GET', '/mentoring/asking')).body).toMatchObject({ mayAsk: true, hasMentor: false });
    const requests = (await call(ALUMNUS, 'GET', '/mentoring/requests')).body.items;
    expect(requests).toEqual([
      expect.objectContaining({ status: 'accepted', mentorshipId: id, mentorshipEndedAt: LATER.toISOString() }),
    ]);
    expect(await call(ALUMNUS, 'POST', '/mentoring/requests', { mentorUid: OTHER_MENTOR, note: 'Hello Kofi' })).toMatchObject({
      status: 201,
    });
  });

  it('ending twice, or without a note that fits, is refused in words and changes nothing', async () => {
    const id = await alumnusMentorship();
    expect(await call(ALUMNUS, 'POST', `/mentorships/${id}/end`, { note: 'x'.repeat(1001) })).toMatchObject({
      status: 400,
      body: { error: { fieldErrors: { note: MENTOR_REQUEST_MESSAGES.noteTooLong } } },
    });
    expect(await call(ALUMNUS, 'POST', `/mentorships/${id}/end`, { note: 7 })).toMatchObject({
      status: 400,
      body: { error: { fieldErrors: { note: MENTORSHIP_END_MESSAGES.noteNotText } } },
    });
    expect((await row(id))!.ended).toBe(false);
    // The mentee ends it without a note (none sent at all is the same).
    expect(await call(ALUMNUS, 'POST', `/mentorships/${id}/end`, {})).toMatchObject({
      status: 200,
      body: { endedBy: 'student', endNote: null },
    });
    for (const uid of [ALUMNUS, MENTOR]) {
      expect(await call(uid, 'POST', `/mentorships/${id}/end`, { note: '' })).toMatchObject({
        status: 409,
        body: { error: { message: MENTORING_MESSAGES.alreadyEnded } },
      });
    }
    expect(await call(STAFF, 'POST', `/mentoring/mentorships/${id}/end`, { reason: 'Reported' })).toMatchObject({
      status: 409,
      body: { error: { message: MENTORING_MESSAGES.alreadyEnded } },
    });
    // The mentor was told once, in English, with no note paragraph; a link to their mentee page.
    expect(await notices(MENTOR)).toEqual([
      { text: MENTORSHIP_END_NOTICES.byMentee('Nia Recent'), link: `/alumni/mentees/${id}` },
    ]);
    const mails = await endMails();
    expect(mails.map((mail) => [mail.to, mail.subject])).toEqual([['wanjiru@example.org', 'Nia Recent ended your mentorship']]);
    expect(mails[0]!.text).not.toContain('They left you a note');
  });

  it("someone else's mentorship is the 404 of one that does not exist, audited, and stays as it was", async () => {
    const { id } = await addMentorship(service, { studentUid: STUDENT, mentorUid: STAFF_MENTOR });
    const refusals = () =>
      service.count(sql`SELECT count(*) AS n FROM audit_logs WHERE type = 'permission_check' AND granted = false`);
    for (const uid of [OUTSIDER, MENTOR, STAFF]) {
      const before = await refusals();
      expect(await call(uid, 'POST', `/mentorships/${id}/end`, { note: '' }), uid).toMatchObject({
        status: 404,
        body: { error: { message: MENTORING_MESSAGES.noSuchMentorship } },
      });
      expect(await refusals()).toBe(before + 1);
    }
    expect(await call(OUTSIDER, 'POST', '/mentorships/no-such-one/end', { note: '' })).toMatchObject({ status: 404 });
    expect((await row(id))!.ended).toBe(false);
    expect(await endMails()).toEqual([]);
  });

  it('a student ends their staff-paired mentorship: the mentor is told, the student reads it and may ask', async () => {
    const { id } = await addMentorship(service, { studentUid: STUDENT, mentorUid: STAFF_MENTOR });
    expect(await call(STUDENT, 'POST', `/mentorships/${id}/end`, { note: 'Thank you!' })).toMatchObject({ status: 200 });
    expect(await notices(STAFF_MENTOR)).toEqual([
      { text: MENTORSHIP_END_NOTICES.byMentee('Amara Student'), link: `/admin/mentees/${id}` },
    ]);
    expect((await endMails()).map((mail) => mail.to)).toEqual(['grace@example.org']);
    expect(await call(STUDENT, 'GET', '/mentoring/mine')).toMatchObject({ status: 200, body: { id, endedBy: 'student' } });
    expect((await call(STAFF_MENTOR, 'GET', '/mentoring/mentees')).body.items).toEqual([]);
    expect(await call(STUDENT, 'POST', '/mentoring/requests', { mentorUid: MENTOR, note: 'Hello' })).toMatchObject({
      status: 201,
    });
  });

  it('staff read any mentorship in counts and end one with a reason: both are told without it, and it is audited', async () => {
    const id = await alumnusMentorship();
    await addMentorTask(service, id, MENTOR, { title: 'Draft a CV', doneAt: NOW });
    await addMentorTask(service, id, MENTOR, { title: 'Apply' });
    expect((await call(ALUMNUS, 'POST', `/mentorships/${id}/messages`, { body: 'Hello' })).status).toBe(201);
    await service.database.db.execute(sql`DELETE FROM outbox`);
    expect(await call(STAFF, 'GET', `/mentoring/mentorships/${id}`)).toEqual({
      status: 200,
      body: {
        id,
        student: { uid: ALUMNUS, displayName: 'Nia Recent', role: 'alumni' },
        mentor: { uid: MENTOR, displayName: 'Wanjiru Kamau', role: 'alumni' },
        cohortName: null,
        askedAs: 'alumni',
        pairedAt: NOW.toISOString(),
        endedAt: null,
        endedBy: null,
        endedByName: null,
        endReason: null,
        messages: 1,
        lastMessageAt: NOW.toISOString(),
        tasks: 2,
        tasksDone: 1,
        checkins: 0,
      },
    });
    expect(await call(STAFF, 'POST', `/mentoring/mentorships/${id}/end`, { reason: '  ' })).toMatchObject({
      status: 400,
      body: { error: { fieldErrors: { reason: MENTORSHIP_END_MESSAGES.writeReason } } },
    });
    expect(await call(STUDENT, 'POST', `/mentoring/mentorships/${id}/end`, { reason: 'Mine now' })).toMatchObject({
      status: 403,
    });
    expect((await row(id))!.ended).toBe(false);
    service.setClock(LATER);
    const reason = 'The mentee reported that messages went unanswered for two months.';
    expect(await call(STAFF, 'POST', `/mentoring/mentorships/${id}/end`, { reason })).toMatchObject({
      status: 200,
      body: { endedAt: LATER.toISOString(), endedBy: 'staff', endedByName: 'Sam Staff', endReason: reason },
    });
    expect(await row(id)).toEqual({ ended: true, ended_by: STAFF, ended_as: 'staff', end_note: null, end_reason: reason });
    expect(await notices(ALUMNUS)).toEqual([
      { text: MENTORSHIP_END_NOTICES.byStaffForMentee('Wanjiru Kamau'), link: '/alumni/mentor' },
    ]);
    expect(await notices(MENTOR)).toEqual([
      { text: MENTORSHIP_END_NOTICES.byStaffForMentor('Nia Recent'), link: `/alumni/mentees/${id}` },
    ]);
    const mails = await endMails();
    expect(mails.map((mail) => mail.to).sort()).toEqual(['nia@example.org', 'wanjiru@example.org']);
    for (const mail of mails) expect(mail.text).not.toContain('unanswered');
    // The two of them see that staff ended it, never the reason.
    const mine = (await call(ALUMNUS, 'GET', '/mentoring/mine')).body;
    expect(mine).toMatchObject({ endedBy: 'staff', endNote: null });
    expect(JSON.stringify(mine)).not.toContain('unanswered');
    const [audit] = await service.rows<{ user_id: string; granted: boolean; context: Record<string, unknown> }>(
      sql`SELECT user_id, granted, context FROM audit_logs WHERE context->>'action' = 'end_mentorship_as_staff' AND granted`,
    );
    expect(audit).toMatchObject({ user_id: STAFF, granted: true, context: { mentorshipId: id, studentUid: ALUMNUS, reason } });
    // The request staff list links to it, ended.
    const listed = (await call(STAFF, 'GET', '/mentoring/requests/all')).body.items;
    expect(listed).toEqual([expect.objectContaining({ mentorshipId: id, mentorshipEndedAt: LATER.toISOString() })]);
    expect(await call(STAFF, 'GET', '/mentoring/mentorships/no-such-one')).toMatchObject({
      status: 404,
      body: { error: { message: MENTORING_MESSAGES.noSuchMentorship } },
    });
  });

  it('after it ends, an alumnus past their first two years reads it but may not ask again', async () => {
    const id = await alumnusMentorship();
    service.setClock(new Date('2028-06-02T00:00:00.000Z'));
    expect((await call(ALUMNUS, 'POST', `/mentorships/${id}/end`, {})).status).toBe(200);
    expect((await call(ALUMNUS, 'GET', '/mentoring/mine')).body).toMatchObject({ id, endedBy: 'student' });
    expect(await call(ALUMNUS, 'POST', '/mentoring/requests', { mentorUid: OTHER_MENTOR, note: 'Hello' })).toMatchObject({
      status: 403,
      body: { error: { message: MENTOR_REQUEST_MESSAGES.notRecent } },
    });
  });

  it('staff ending a pairing on the cohort page is kept as staff’s', async () => {
    const { id } = await addMentorship(service, { studentUid: STUDENT, mentorUid: STAFF_MENTOR });
    await service.database.db.transaction((tx) => endPairing(tx, STUDENT, LATER, STAFF));
    expect(await row(id)).toMatchObject({ ended: true, ended_by: STAFF, ended_as: 'staff' });
    expect((await call(STAFF, 'GET', `/mentoring/mentorships/${id}`)).body).toMatchObject({
      endedBy: 'staff',
      endedByName: 'Sam Staff',
      askedAs: null,
    });
  });
});
