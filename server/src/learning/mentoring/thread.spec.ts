// The message thread from both sides: unread counts, paging, the e-mail to the other side and the rate limit.
import { sql } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { CURSOR_INVALID } from '@sla/contract/schemas';
import { describeOnEachBackend } from '../../testing/backends.js';
import { mailIn } from '../../testing/outbox.js';
import { useTestService } from '../../testing/useTestService.js';
import { MENTORING_MESSAGES } from './mentoringMessages.js';
import { MENTOR_MESSAGES_PER_SENDER } from './messageRate.js';
import { MAIL_PAUSE_MS } from './tellOtherSide.js';
import { addCohort, addMentorship } from '../testing/fixtures.js';
import { mentoringClient } from './testing.js';

const START = new Date(Date.UTC(2027, 2, 1, 9, 0));

describeOnEachBackend('mentoring: the message thread', (backend) => {
  const service = useTestService(backend);
  let id = '';
  let clock = START.getTime();
  /** Moves the service's clock on, so every message has its own time. */
  const tick = (ms = 60_000) => service.setClock(new Date((clock += ms)));
  const student = () => mentoringClient(service, 'amara');
  const mentor = () => mentoringClient(service, 'kofi');

  beforeEach(async () => {
    clock = START.getTime();
    service.setClock(START);
    await service.addUser('amara', 'student', { displayName: 'Amara Obi', email: 'amara@example.org' });
    await service.addUser('kofi', 'staff', { displayName: 'Kofi Mensah', email: 'kofi@example.org' });
    const cohort = await addCohort(service);
    id = (await addMentorship(service, { studentUid: 'amara', mentorUid: 'kofi', cohortId: cohort.id })).id;
  });

  it('carries messages both ways, newest first, with unread counts for each side', async () => {
    tick();
    const first = await student().send(id, 'Hello Kofi, could we meet this week?');
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      authorUid: 'amara',
      authorName: 'Amara Obi',
      mine: true,
      body: 'Hello Kofi, could we meet this week?',
    });
    tick();
    await student().send(id, '  Thursday would suit me.  ');

    const [mentee] = (await mentor().mentees()).json().items;
    expect(mentee).toMatchObject({ mentorshipId: id, unreadMessages: 2, lastMessageAt: new Date(clock).toISOString() });
    expect((await mentor().mentorship(id)).json().unreadMessages).toBe(2);
    expect((await student().mine()).json().unreadMessages).toBe(0);

    const read = (await mentor().messages(id)).json();
    expect(read.items.map((message: { body: string; mine: boolean }) => [message.body, message.mine])).toEqual([
      ['Thursday would suit me.', false],
      ['Hello Kofi, could we meet this week?', false],
    ]);
    expect((await mentor().mentorship(id)).json().unreadMessages).toBe(0);
    expect((await mentor().mentees()).json().items[0].unreadMessages).toBe(0);
    expect(
      await service.count(
        sql`SELECT count(*) AS n FROM mentor_messages WHERE read_at = ${new Date(clock).toISOString()}::timestamptz`,
      ),
    ).toBe(2);

    tick();
    await mentor().send(id, 'Thursday at ten, then.');
    expect((await student().mine()).json().unreadMessages).toBe(1);
    // The mentor's own message is never unread for them.
    expect((await mentor().mentorship(id)).json().unreadMessages).toBe(0);
    const studentView = (await student().messages(id)).json().items;
    expect(studentView[0]).toMatchObject({ body: 'Thursday at ten, then.', mine: false, authorName: 'Kofi Mensah' });
    expect(studentView[1]).toMatchObject({ mine: true });
    expect((await student().mine()).json().unreadMessages).toBe(0);
  });

  it('pages the thread with a cursor, each message once', async () => {
    for (let index = 1; index <= 5; index++) {
      tick();
      await (index % 2 ? student() : mentor()).send(id, `message ${index}`);
    }
    const seen: string[] = [];
    let query = '?limit=2';
    for (let pages = 0; pages < 5; pages++) {
      const page = (await student().messages(id, query)).json();
      seen.push(...page.items.map((message: { body: string }) => message.body));
      if (!page.nextCursor) break;
      query = `?limit=2&cursor=${encodeURIComponent(page.nextCursor)}`;
    }
    expect(seen).toEqual(['message 5', 'message 4', 'message 3', 'message 2', 'message 1']);

    const forged = await student().messages(id, '?cursor=bm90LWEtY3Vyc29y');
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error.fieldErrors.cursor).toBe(CURSOR_INVALID);
    expect((await student().messages(id, '?limit=500')).statusCode).toBe(400);
  });

  it('refuses an empty or overlong message in words', async () => {
    const empty = await student().send(id, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fieldErrors.body).toBe('Write a message.');
    const long = await student().send(id, 'x'.repeat(5001));
    expect(long.json().error.fieldErrors.body).toBe('Keep the message to 5,000 characters or fewer.');
    expect(await service.count(sql`SELECT count(*) AS n FROM mentor_messages`)).toBe(0);
  });

  it("e-mails the other side a link to their own screen, never the sender's address", async () => {
    tick();
    const sent = (await student().send(id, 'Could you read my essay draft?')).json();
    tick();
    await mentor().send(id, 'Gladly: send it over.');

    const [toMentor, toStudent] = await mailIn(service);
    expect(toMentor).toMatchObject({ kind: 'mentor_message', to: 'kofi@example.org', replyTo: null });
    expect(toMentor!.subject).toBe('A message from your mentee, Amara Obi');
    expect(toMentor!.text).toContain('Could you read my essay draft?');
    expect(toMentor!.text).toContain(`http://localhost:4200/admin/mentees/${id}`);
    expect(toMentor!.headers?.['List-Unsubscribe']).toMatch(/^<http:\/\/localhost:4200\/api\/public\/email\/unsubscribe\?/);
    expect(JSON.stringify(toMentor)).not.toContain('amara@example.org');
    expect(await service.count(sql`SELECT count(*) AS n FROM outbox WHERE dedupe_key = ${`mentor_message:${sent.id}`}`)).toBe(1);

    expect(toStudent).toMatchObject({ to: 'amara@example.org', subject: 'A message from your mentor, Kofi Mensah' });
    expect(toStudent!.text).toContain('http://localhost:4200/student/mentor');
    expect(JSON.stringify(toStudent)).not.toContain('kofi@example.org');
  });

  it('links an alumnus mentor to their mentee in the alumni portal', async () => {
    await service.addUser('zola', 'alumni', { displayName: 'Zola Dube', email: 'zola@example.org' });
    await service.addUser('tendai', 'student', { email: 'tendai@example.org' });
    const other = await addMentorship(service, { studentUid: 'tendai', mentorUid: 'zola' });
    await mentoringClient(service, 'tendai').send(other.id, 'Hello Zola');
    const [mail] = await mailIn(service);
    expect(mail).toMatchObject({ to: 'zola@example.org' });
    expect(mail!.text).toContain(`http://localhost:4200/alumni/mentees/${other.id}`);
    expect(mail!.text).not.toContain('/admin/');
    expect(JSON.stringify(mail)).not.toContain('tendai@example.org');
  });

  it('sends one e-mail for a burst of messages, and again once the thread was read', async () => {
    tick();
    await student().send(id, 'One');
    tick();
    await student().send(id, 'Two');
    expect(await mailIn(service)).toHaveLength(1);
    tick(MAIL_PAUSE_MS);
    await student().send(id, 'Three, much later, still unread before it');
    expect(await mailIn(service)).toHaveLength(2);
    await mentor().messages(id);
    tick();
    await student().send(id, 'Four, after the mentor read the rest');
    expect((await mailIn(service)).map((mail) => mail.to)).toEqual(['kofi@example.org', 'kofi@example.org', 'kofi@example.org']);
  });

  it("sends no e-mail when the recipient turned 'messages' off, and still delivers the message", async () => {
    const off = await service.request({
      method: 'PUT',
      url: '/api/users/me/preferences',
      headers: service.as('kofi'),
      payload: { decisions: true, messages: false, newsletter: false },
    });
    expect(off.statusCode).toBe(200);
    expect((await student().send(id, 'Are you there?')).statusCode).toBe(201);
    expect(await mailIn(service)).toEqual([]);
    expect((await mentor().mentorship(id)).json().unreadMessages).toBe(1);
    // The student's own preference still stands: the answer is e-mailed to them.
    tick();
    await mentor().send(id, 'Yes, here.');
    expect((await mailIn(service)).map((mail) => mail.to)).toEqual(['amara@example.org']);
  });

  it('limits how many messages one sender sends in ten minutes, in words', async () => {
    for (let index = 0; index < MENTOR_MESSAGES_PER_SENDER.limit; index++)
      expect((await student().send(id, `note ${index}`)).statusCode).toBe(201);
    const refused = await student().send(id, 'one too many');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(MENTORING_MESSAGES.tooManyMessages);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await service.count(sql`SELECT count(*) AS n FROM mentor_messages`)).toBe(MENTOR_MESSAGES_PER_SENDER.limit);
    // The other side is counted on their own.
    expect((await mentor().send(id, 'Slow down a little!')).statusCode).toBe(201);
    tick(MENTOR_MESSAGES_PER_SENDER.windowMs);
    expect((await student().send(id, 'Sorry!')).statusCode).toBe(201);
  });
});
