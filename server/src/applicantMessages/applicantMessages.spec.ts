import { sql } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { APPLICANT_MESSAGE_RULES } from '@sla/contract/schemas';
import { APPLICANT_MESSAGE_REFUSALS } from '@sla/contract/serviceMessages';
import { describeOnEachBackend } from '../testing/backends.js';
import { mailIn } from '../testing/outbox.js';
import { useTestService } from '../testing/useTestService.js';
import { addApplication, addReviewProgram } from '../review/testing/reviewFixtures.js';
import { enqueueMessageMail, enqueueMessageMailBatch } from './enqueueMessageMail.js';
import { REPLIES_PER_APPLICANT } from './applicantThreads.js';

const NOW = new Date(Date.UTC(2026, 3, 1, 9, 0));
const LATER = new Date(NOW.getTime() + 60_000);

/** Every message, thread and e-mail, to show that a refusal changed nothing. */
async function snapshot(service: ReturnType<typeof useTestService>) {
  return JSON.stringify([
    await service.rows(sql`SELECT * FROM application_messages ORDER BY id`),
    await service.rows(sql`SELECT * FROM application_threads ORDER BY application_id`),
    await service.rows(sql`SELECT count(*) AS n FROM outbox`),
  ]);
}

describeOnEachBackend('messages to applicants: one thread per application', (backend) => {
  const service = useTestService(backend);
  let programId: string;
  let otherProgramId: string;
  /** Amara (French, submitted), Bola (English, submitted), Chidi (accepted, not released), Dara (accepted, released). */
  let apps: Record<'amara' | 'bola' | 'chidi' | 'dara' | 'elsewhere', string>;

  beforeEach(async () => {
    service.setClock(NOW);
    await service.addUser('staff', 'staff', { displayName: 'Grace Mutua' });
    await service.addUser('admin', 'admin');
    await service.addUser('amara', 'applicant', { email: 'amara@example.org', displayName: 'Amara', locale: 'fr' });
    await service.addUser('bola', 'applicant', { email: 'bola@example.org', displayName: 'Bola', locale: 'en' });
    await service.addUser('chidi', 'applicant', { email: 'chidi@example.org', displayName: 'Chidi' });
    await service.addUser('dara', 'applicant', { email: 'dara@example.org', displayName: 'Dara' });
    programId = (await addReviewProgram(service, 'stepup')).id;
    otherProgramId = (await addReviewProgram(service, 'other')).id;
    const past = new Date(NOW.getTime() - 3_600_000);
    const future = new Date(NOW.getTime() + 86_400_000);
    apps = {
      amara: (await addApplication(service, { userId: 'amara', programId })).id,
      bola: (await addApplication(service, { userId: 'bola', programId, status: 'under_review' })).id,
      chidi: (
        await addApplication(service, {
          userId: 'chidi',
          programId,
          status: 'decided',
          decision: 'accepted',
          decidedAt: past,
          decisionReleaseAt: future,
          releasedAt: null,
        })
      ).id,
      dara: (
        await addApplication(service, {
          userId: 'dara',
          programId,
          status: 'decided',
          decision: 'accepted',
          decidedAt: past,
          decisionReleaseAt: past,
          releasedAt: past,
        })
      ).id,
      elsewhere: (await addApplication(service, { userId: 'bola', programId: otherProgramId })).id,
    };
  });

  const send = (uid: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    service.request({ method, url: `/api${url}`, headers: service.as(uid), ...(payload ? { payload } : {}) });

  it('staff write to one applicant, who reads it without a staff name, replies, and staff see the reply unread', async () => {
    const sent = await send('staff', 'POST', `/review/applications/${apps.amara}/messages`, {
      body: 'Please upload your **transcript**.',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toEqual({
      id: expect.any(String),
      fromStaff: true,
      author: { uid: 'staff', displayName: 'Grace Mutua' },
      body: 'Please upload your **transcript**.',
      bodyHtml: expect.stringContaining('<strong>transcript</strong>'),
      sentAt: NOW.toISOString(),
    });

    const mine = await send('amara', 'GET', '/applications/mine/messages');
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json()).toEqual({
      items: [
        {
          applicationId: apps.amara,
          program: { id: programId, slug: 'stepup', name: 'Programme stepup' },
          preview: 'Please upload your transcript.',
          lastFromStaff: true,
          lastMessageAt: NOW.toISOString(),
          unread: 1,
        },
      ],
      nextCursor: null,
      unread: 1,
    });
    const thread = await send('amara', 'GET', `/applications/${apps.amara}/messages`);
    expect(thread.statusCode, thread.body).toBe(200);
    expect(thread.json().items).toEqual([
      { id: sent.json().id, fromStaff: true, bodyHtml: expect.stringContaining('<strong>'), sentAt: NOW.toISOString() },
    ]);
    // Nothing of staff's: no name, no uid, no Markdown source.
    expect(thread.body).not.toContain('Grace');
    expect(thread.body).not.toContain('"staff"');
    expect((await send('amara', 'PUT', `/applications/${apps.amara}/messages/read`)).json()).toEqual({ unread: 0 });

    service.setClock(LATER);
    const reply = await send('amara', 'POST', `/applications/${apps.amara}/messages`, { body: 'Done, it is uploaded.' });
    expect(reply.statusCode, reply.body).toBe(201);
    expect(reply.json()).toMatchObject({ fromStaff: false, sentAt: LATER.toISOString() });

    const inbox = await send('admin', 'GET', '/review/messages');
    expect(inbox.statusCode, inbox.body).toBe(200);
    expect(inbox.json()).toMatchObject({
      items: [
        {
          applicationId: apps.amara,
          applicant: { uid: 'amara', displayName: 'Amara', email: 'amara@example.org' },
          preview: 'Done, it is uploaded.',
          lastFromStaff: false,
          messages: 2,
          unread: 1,
        },
      ],
      nextCursor: null,
      unreadThreads: 1,
    });
    const staffThread = await send('admin', 'GET', `/review/applications/${apps.amara}/messages`);
    expect(staffThread.json()).toMatchObject({
      unread: 1,
      items: [{ fromStaff: false, author: { uid: 'amara' } }, { fromStaff: true }],
    });
    expect((await send('admin', 'PUT', `/review/applications/${apps.amara}/messages/read`)).statusCode).toBe(204);
    expect((await send('staff', 'GET', '/review/messages?unread=1')).json()).toEqual({
      items: [],
      nextCursor: null,
      unreadThreads: 0,
    });
  });

  it('e-mails the applicant in their language with a link to the thread, never the status, after the commit', async () => {
    await send('staff', 'POST', `/review/applications/${apps.amara}/messages`, { body: 'Bonjour, un document manque.' });
    await send('staff', 'POST', `/review/applications/${apps.chidi}/messages`, { body: 'Interview on Monday.' });
    expect(await mailIn(service)).toEqual([]);
    await enqueueMessageMail(service.ctx);
    const mail = await mailIn(service);
    expect(mail.map((each) => each.to).sort()).toEqual(['amara@example.org', 'chidi@example.org']);
    const french = mail.find((each) => each.to.startsWith('amara'))!;
    expect(french).toMatchObject({
      kind: 'applicant_message',
      subject: 'Un message au sujet de votre candidature à Programme stepup',
    });
    expect(french.text).toContain('Bonjour, un document manque.');
    expect(french.text).toMatch(new RegExp(`/fr/applicant/messages/${apps.amara}\\n`));
    const english = mail.find((each) => each.to.startsWith('chidi'))!;
    expect(english.subject).toBe('A message about your application to Programme stepup');
    expect(english.text).toMatch(new RegExp(`https?://[^\\s]+/applicant/messages/${apps.chidi}\\n`));
    for (const each of mail) expect(`${each.subject}\n${each.text}`).not.toMatch(/accept|decid|décid|review|examen/i);
    expect(english.text).not.toContain('Grace');
    // Queued once: a second round finds nothing waiting.
    await enqueueMessageMail(service.ctx);
    expect(await mailIn(service)).toHaveLength(2);
  });

  it('writes to every application of a filtered set, counted first, its e-mails queued a batch at a time', async () => {
    const count = await send('staff', 'GET', `/review/messages/recipients?programId=${programId}`);
    expect(count.statusCode, count.body).toBe(200);
    expect(count.json()).toEqual({ count: 4 });
    expect((await send('staff', 'GET', '/review/messages/recipients?search=bola')).json()).toEqual({ count: 2 });

    const sent = await send('staff', 'POST', '/review/messages', { programId, body: 'Workshop on *Friday*.' });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toEqual({ sent: 4 });
    const again = await send('admin', 'POST', '/review/messages', { programId, status: 'submitted', body: 'A reminder.' });
    expect(again.json()).toEqual({ sent: 1 });

    const threads = await service.rows<{ application_id: string; messages: number; applicant_unread: number }>(
      sql`SELECT application_id, messages, applicant_unread FROM application_threads ORDER BY messages DESC, application_id`,
    );
    expect(threads).toHaveLength(4);
    expect(threads.find((row) => row.application_id === apps.amara)).toMatchObject({ messages: 2, applicant_unread: 2 });
    expect(threads.some((row) => row.application_id === apps.elsewhere)).toBe(false);
    expect((await send('bola', 'GET', '/applications/mine/messages')).json()).toMatchObject({
      items: [{ applicationId: apps.bola, preview: 'Workshop on Friday.' }],
      unread: 1,
    });

    expect(await enqueueMessageMailBatch(service.ctx, 3)).toBe(3);
    expect(await mailIn(service)).toHaveLength(3);
    expect(await enqueueMessageMailBatch(service.ctx, 3)).toBe(2);
    expect(await mailIn(service)).toHaveLength(5);
    expect(await service.count(sql`SELECT count(*) AS n FROM application_messages WHERE mail_pending`)).toBe(0);
  });

  it('refuses a set chosen by a decision unless it is the released ones, and reads statuses as applicants see them', async () => {
    const before = await snapshot(service);
    for (const query of ['decision=accepted', 'decision=none', 'status=under_review&decision=accepted']) {
      const count = await send('staff', 'GET', `/review/messages/recipients?${query}`);
      expect(count.statusCode, query).toBe(400);
      expect(count.json().error.fieldErrors.decision).toBe(APPLICANT_MESSAGE_RULES.decisionNotReleased);
    }
    const refused = await send('staff', 'POST', '/review/messages', { decision: 'accepted', body: 'Congratulations!' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fieldErrors.decision).toBe(APPLICANT_MESSAGE_RULES.decisionNotReleased);
    expect(await snapshot(service)).toBe(before);

    // "Decided" is the decisions applicants already see: Dara's, not Chidi's.
    const released = await send('staff', 'POST', '/review/messages', {
      status: 'decided',
      decision: 'accepted',
      body: 'Welcome!',
    });
    expect(released.json()).toEqual({ sent: 1 });
    expect(await service.count(sql`SELECT count(*) AS n FROM application_threads WHERE application_id = ${apps.dara}`)).toBe(1);
    // "Under review" is what Chidi sees too, so Chidi is written to with Bola.
    expect((await send('staff', 'GET', '/review/messages/recipients?status=under_review')).json()).toEqual({ count: 2 });
    expect((await send('staff', 'GET', '/review/messages/recipients?status=decided')).json()).toEqual({ count: 1 });
  });

  it('refuses bad input with a 400 and changes nothing', async () => {
    const before = await snapshot(service);
    const empty = await send('staff', 'POST', `/review/applications/${apps.amara}/messages`, { body: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fieldErrors.body).toBe(APPLICANT_MESSAGE_RULES.write);
    const long = await send('staff', 'POST', '/review/messages', { body: 'x'.repeat(5001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.fieldErrors.body).toBe(APPLICANT_MESSAGE_RULES.tooLong);
    expect((await send('staff', 'POST', '/review/messages', { status: 'draft', body: 'Hi' })).statusCode).toBe(400);
    expect((await send('staff', 'GET', '/review/messages?cursor=nonsense')).statusCode).toBe(400);
    expect((await send('amara', 'GET', `/applications/${apps.amara}/messages?limit=0`)).statusCode).toBe(400);
    expect(await snapshot(service)).toBe(before);
  });

  it('lets an applicant reply only in their own thread, once staff have written, and not too often', async () => {
    const early = await send('amara', 'POST', `/applications/${apps.amara}/messages`, { body: 'Hello?' });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe(APPLICANT_MESSAGE_REFUSALS.noThread);
    await send('staff', 'POST', `/review/applications/${apps.bola}/messages`, { body: 'Hi Bola' });
    expect((await send('amara', 'GET', `/applications/${apps.bola}/messages`)).statusCode).toBe(404);
    expect((await send('amara', 'POST', `/applications/${apps.bola}/messages`, { body: 'Me too' })).statusCode).toBe(404);

    for (let n = 0; n < REPLIES_PER_APPLICANT.limit; n++)
      expect((await send('bola', 'POST', `/applications/${apps.bola}/messages`, { body: `Reply ${n}` })).statusCode).toBe(201);
    const tooMany = await send('bola', 'POST', `/applications/${apps.bola}/messages`, { body: 'One more' });
    expect(tooMany.statusCode).toBe(429);
    expect(tooMany.json().error.message).toBe(APPLICANT_MESSAGE_REFUSALS.tooManyReplies);
    expect((await send('staff', 'GET', '/review/messages')).json().items[0]).toMatchObject({
      unread: REPLIES_PER_APPLICANT.limit,
    });
  });

  it('pages the inbox and a thread by keyset, and hides a conflicted application from its staff member', async () => {
    for (const [n, id] of [apps.amara, apps.bola, apps.chidi].entries()) {
      service.setClock(new Date(NOW.getTime() + n * 1000));
      await send('admin', 'POST', `/review/applications/${id}/messages`, { body: `Note ${n}` });
    }
    const first = (await send('staff', 'GET', '/review/messages?limit=2')).json();
    expect(first.items.map((item: { applicationId: string }) => item.applicationId)).toEqual([apps.chidi, apps.bola]);
    const second = (await send('staff', 'GET', `/review/messages?limit=2&cursor=${first.nextCursor}`)).json();
    expect(second).toMatchObject({ items: [{ applicationId: apps.amara }], nextCursor: null });

    await service.database.db.execute(
      sql`INSERT INTO review_conflicts (application_id, reviewer_uid, reason, declared_at) VALUES (${apps.bola}, 'staff', 'Cousin', now())`,
    );
    const inbox = (await send('staff', 'GET', '/review/messages')).json();
    expect(inbox.items.map((item: { applicationId: string }) => item.applicationId)).toEqual([apps.chidi, apps.amara]);
    expect((await send('staff', 'GET', `/review/applications/${apps.bola}/messages`)).statusCode).toBe(404);
    expect((await send('staff', 'POST', `/review/applications/${apps.bola}/messages`, { body: 'Hi' })).statusCode).toBe(404);
    expect((await send('staff', 'GET', '/review/messages/recipients')).json()).toEqual({ count: 4 });
  });
});
