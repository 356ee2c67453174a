import { sql } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { describeOnEachBackend } from '../../testing/backends.js';
import { addProgram } from '../../testing/fixtures.js';
import { mailIn } from '../../testing/outbox.js';
import { useTestService } from '../../testing/useTestService.js';
import { addAnnouncement, addAnnouncementRead, addCohort, addMember } from '../testing/fixtures.js';

const NOW = new Date(Date.UTC(2026, 2, 1, 9, 0));
const INPUT = { title: 'Field trip on Friday', body: '## Bring\n\n- boots\n- a *notebook*', email: false };

/** Every announcement row and read, to show that a refusal changed nothing. */
async function snapshot(service: ReturnType<typeof useTestService>) {
  return JSON.stringify([
    await service.rows(sql`SELECT * FROM announcements ORDER BY id`),
    await service.rows(sql`SELECT * FROM announcement_reads ORDER BY announcement_id, uid`),
    await service.rows(sql`SELECT id, announcement_count FROM cohorts ORDER BY id`),
    await service.rows(sql`SELECT cohort_id, uid, announcements_read FROM cohort_members ORDER BY cohort_id, uid`),
    await service.rows(sql`SELECT count(*) AS n FROM outbox`),
  ]);
}

describeOnEachBackend('announcements: staff post to a cohort, its students read them', (backend) => {
  const service = useTestService(backend);
  let cohortId: string;
  let otherCohortId: string;

  beforeEach(async () => {
    service.setClock(NOW);
    await service.addUser('staff', 'staff', { displayName: 'Grace Mutua' });
    await service.addUser('admin', 'admin');
    const program = await addProgram(service, { slug: 'stepup' });
    cohortId = (await addCohort(service, { programId: program.id, name: 'StepUp 2026' })).id;
    otherCohortId = (await addCohort(service, { programId: program.id, name: 'StepUp 2025' })).id;
    await addMember(service, cohortId, 'amara', { role: 'student' });
    await service.database.db.execute(
      sql`UPDATE users SET email = 'amara@example.org', display_name = 'Amara', locale = 'fr' WHERE uid = 'amara'`,
    );
    await addMember(service, cohortId, 'bola');
    await service.database.db.execute(sql`UPDATE users SET email = 'bola@example.org', locale = 'en' WHERE uid = 'bola'`);
    await addMember(service, cohortId, 'done', { status: 'completed' });
    await service.database.db.execute(sql`UPDATE users SET email = 'done@example.org' WHERE uid = 'done'`);
    await addMember(service, otherCohortId, 'other');
    await service.database.db.execute(sql`UPDATE users SET email = 'other@example.org' WHERE uid = 'other'`);
  });

  const send = (uid: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    service.request({ method, url: `/api${url}`, headers: service.as(uid), ...(payload ? { payload } : {}) });

  it('posts, lists, edits and deletes, naming who posted and counting who read', async () => {
    const posted = await send('staff', 'POST', `/cohorts/${cohortId}/announcements`, INPUT);
    expect(posted.statusCode, posted.body).toBe(201);
    const announcement = posted.json();
    expect(announcement).toEqual({
      id: expect.any(String),
      cohortId,
      title: INPUT.title,
      body: INPUT.body,
      bodyHtml: expect.stringContaining('<h4'),
      author: { uid: 'staff', displayName: 'Grace Mutua' },
      postedAt: NOW.toISOString(),
      updatedAt: NOW.toISOString(),
      emailed: false,
      readBy: 0,
    });
    expect(announcement.bodyHtml).toContain('<em>notebook</em>');
    expect(await mailIn(service)).toEqual([]);

    expect((await send('amara', 'PUT', `/student/announcements/${announcement.id}/read`)).statusCode).toBe(200);
    const later = new Date(NOW.getTime() + 60_000);
    service.setClock(later);
    const edited = await send('admin', 'PUT', `/announcements/${announcement.id}`, {
      title: 'Field trip moved to Saturday',
      body: 'Same kit.',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      title: 'Field trip moved to Saturday',
      body: 'Same kit.',
      postedAt: NOW.toISOString(),
      updatedAt: later.toISOString(),
      author: { uid: 'staff' },
      readBy: 1,
    });

    const list = await send('staff', 'GET', `/cohorts/${cohortId}/announcements`);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({ items: [edited.json()], nextCursor: null });

    expect((await send('staff', 'DELETE', `/announcements/${announcement.id}`)).statusCode).toBe(204);
    expect((await send('staff', 'GET', `/cohorts/${cohortId}/announcements`)).json().items).toEqual([]);
    expect(await service.count(sql`SELECT count(*) AS n FROM announcement_reads`)).toBe(0);
    expect((await send('amara', 'GET', '/student/announcements')).json()).toEqual({ items: [], nextCursor: null, unread: 0 });
  });

  it('e-mails every active student of the cohort in their own language, once, when asked', async () => {
    const posted = await send('staff', 'POST', `/cohorts/${cohortId}/announcements`, { ...INPUT, email: true });
    expect(posted.statusCode, posted.body).toBe(201);
    expect(posted.json().emailed).toBe(true);
    const mail = await mailIn(service);
    expect(mail.map((each) => each.to).sort()).toEqual(['amara@example.org', 'bola@example.org']);
    const [french, english] = [
      mail.find((each) => each.to.startsWith('amara'))!,
      mail.find((each) => each.to.startsWith('bola'))!,
    ];
    expect(english).toMatchObject({ kind: 'cohort_announcement', subject: 'StepUp 2026: Field trip on Friday' });
    expect(english.text).toContain('Grace Mutua posted an announcement to StepUp 2026:');
    expect(english.text).toContain('- a *notebook*');
    expect(english.text).toMatch(/Read it in your portal:\nhttps?:\/\/[^\s]+\/student\n/);
    expect(french.subject).toBe('StepUp 2026 : Field trip on Friday');
    expect(french.text).toContain('Grace Mutua a publié une annonce pour StepUp 2026 :');
    expect(french.text).toMatch(/\/fr\/student\n/);
    // Optional mail: a one-click unsubscribe comes with it.
    expect(english.headers).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });

    // Editing sends nothing again.
    await send('staff', 'PUT', `/announcements/${posted.json().id}`, { title: 'Changed', body: 'Changed.' });
    expect(await mailIn(service)).toHaveLength(2);
  });

  it('leaves out a student who turned "messages" e-mails off', async () => {
    const off = await send('bola', 'PUT', '/users/me/preferences', { decisions: true, messages: false, newsletter: false });
    expect(off.statusCode, off.body).toBe(200);
    await send('staff', 'POST', `/cohorts/${cohortId}/announcements`, { ...INPUT, email: true });
    expect((await mailIn(service)).map((each) => each.to)).toEqual(['amara@example.org']);
  });

  it('gives a student their own cohort’s announcements, newest first, a page at a time, with unread marks and count', async () => {
    const mine = [];
    for (let n = 1; n <= 5; n += 1) mine.push(await addAnnouncement(service, cohortId, 'staff', { title: `News ${n}` }));
    await addAnnouncement(service, otherCohortId, 'staff', { title: 'Not for you' });
    await addAnnouncementRead(service, mine[1]!, 'amara', NOW);

    const first = await send('amara', 'GET', '/student/announcements?limit=2');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ unread: 4, nextCursor: expect.any(String) });
    expect(first.json().items.map((item: { title: string }) => item.title)).toEqual(['News 5', 'News 4']);
    expect(first.json().items[0]).toEqual({
      id: mine[4]!.id,
      title: 'News 5',
      bodyHtml: '<p>We start on <strong>Monday</strong>.</p>',
      authorName: 'Grace Mutua',
      postedAt: mine[4]!.postedAt.toISOString(),
      updatedAt: mine[4]!.updatedAt.toISOString(),
      readAt: null,
    });
    const second = (await send('amara', 'GET', `/student/announcements?limit=2&cursor=${first.json().nextCursor}`)).json();
    expect(second.items.map((item: { title: string; readAt: string | null }) => [item.title, item.readAt])).toEqual([
      ['News 3', null],
      ['News 2', NOW.toISOString()],
    ]);
    const last = (await send('amara', 'GET', `/student/announcements?limit=2&cursor=${second.nextCursor}`)).json();
    expect(last).toMatchObject({ items: [{ title: 'News 1' }], nextCursor: null, unread: 4 });

    // Reading one records it once, keeps the first time, and the count follows.
    service.setClock(new Date(NOW.getTime() + 1000));
    const read = await send('amara', 'PUT', `/student/announcements/${mine[4]!.id}/read`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toMatchObject({ announcement: { id: mine[4]!.id, readAt: '2026-03-01T09:00:01.000Z' }, unread: 3 });
    service.setClock(new Date(NOW.getTime() + 5000));
    const again = await send('amara', 'PUT', `/student/announcements/${mine[4]!.id}/read`);
    expect(again.json()).toMatchObject({ announcement: { readAt: '2026-03-01T09:00:01.000Z' }, unread: 3 });

    // Another student's marks are their own; the other cohort's student sees only theirs.
    expect((await send('bola', 'GET', '/student/announcements')).json().unread).toBe(5);
    const other = (await send('other', 'GET', '/student/announcements')).json();
    expect(other).toMatchObject({ unread: 1, items: [{ title: 'Not for you' }] });
  });

  it('answers 404 for another cohort’s announcement and for none, and an empty feed to a student in no cohort', async () => {
    const theirs = await addAnnouncement(service, otherCohortId, 'staff');
    const before = await snapshot(service);
    for (const id of [theirs.id, 'no-such-announcement']) {
      const refused = await send('amara', 'PUT', `/student/announcements/${id}/read`);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().error.message).toBe('No such announcement.');
    }
    await service.addUser('loner', 'student');
    expect((await send('loner', 'GET', '/student/announcements')).json()).toEqual({ items: [], nextCursor: null, unread: 0 });
    expect((await send('loner', 'PUT', `/student/announcements/${theirs.id}/read`)).statusCode).toBe(404);

    for (const [method, url, payload] of [
      ['GET', `/cohorts/nothing/announcements`],
      ['POST', `/cohorts/nothing/announcements`, INPUT],
      ['PUT', `/announcements/nothing`, { title: 'T', body: 'B' }],
      ['DELETE', `/announcements/nothing`],
    ] as const) {
      const response = await send('staff', method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    expect(await snapshot(service)).toBe(before);
  });

  it('refuses bad input in words, with a 4xx, and changes nothing', async () => {
    const announcement = await addAnnouncement(service, cohortId, 'staff');
    const before = await snapshot(service);
    const cases: [object, string, string][] = [
      [{ ...INPUT, title: '  ' }, 'title', 'Give the announcement a title.'],
      [{ ...INPUT, title: 'x'.repeat(201) }, 'title', 'Keep it to 200 characters or fewer.'],
      [{ ...INPUT, body: '' }, 'body', 'Write the announcement.'],
      [{ ...INPUT, body: 'x'.repeat(20001) }, 'body', 'Keep the announcement to 20,000 characters or fewer.'],
      [{ title: 'T', body: 'B' }, 'email', 'Say whether the students also get it by e-mail.'],
      [{ ...INPUT, email: 'yes' }, 'email', 'Say whether the students also get it by e-mail.'],
    ];
    for (const [payload, field, message] of cases) {
      const refused = await send('staff', 'POST', `/cohorts/${cohortId}/announcements`, payload);
      expect(refused.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(refused.json().error.fieldErrors).toMatchObject({ [field]: message });
    }
    const edit = await send('staff', 'PUT', `/announcements/${announcement.id}`, { title: '', body: 'B' });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().error.fieldErrors).toEqual({ title: 'Give the announcement a title.' });
    for (const query of ['limit=0', 'limit=51', 'limit=two', 'cursor=nonsense', `cursor=${'x'.repeat(201)}`]) {
      expect((await send('staff', 'GET', `/cohorts/${cohortId}/announcements?${query}`)).statusCode, query).toBe(400);
      expect((await send('amara', 'GET', `/student/announcements?${query}`)).statusCode, query).toBe(400);
    }
    expect(await snapshot(service)).toBe(before);
  });

  it('keeps the unread counts true through posts, reads, reads again and deletes', async () => {
    const counted = async () =>
      service.rows(
        sql`SELECT m.uid, c.announcement_count - m.announcements_read AS kept,
                   (SELECT count(*) FROM announcements a WHERE a.cohort_id = c.id
                      AND NOT EXISTS (SELECT 1 FROM announcement_reads r WHERE r.announcement_id = a.id AND r.uid = m.uid)) AS recounted
            FROM cohort_members m JOIN cohorts c ON c.id = m.cohort_id ORDER BY m.uid`,
      );
    const ids: string[] = [];
    for (const title of ['One', 'Two', 'Three'])
      ids.push((await send('staff', 'POST', `/cohorts/${cohortId}/announcements`, { ...INPUT, title })).json().id);
    await send('staff', 'POST', `/cohorts/${otherCohortId}/announcements`, INPUT);
    for (const [uid, id] of [
      ['amara', ids[0]],
      ['amara', ids[0]],
      ['amara', ids[1]],
      ['bola', ids[1]],
    ] as const)
      expect((await send(uid, 'PUT', `/student/announcements/${id}/read`)).statusCode).toBe(200);
    expect((await send('staff', 'DELETE', `/announcements/${ids[1]}`)).statusCode).toBe(204);
    const rows = await counted();
    for (const row of rows as { uid: string; kept: number | string; recounted: number | string }[])
      expect([row.uid, Number(row.kept)]).toEqual([row.uid, Number(row.recounted)]);
    expect((await send('amara', 'GET', '/student/announcements')).json().unread).toBe(1);
    expect((await send('bola', 'GET', '/student/announcements')).json().unread).toBe(2);
    expect((await send('other', 'GET', '/student/announcements')).json().unread).toBe(1);
  });

  it('pages the staff list newest first with the same order however the times tie', async () => {
    const same = new Date(NOW.getTime() - 3_600_000);
    for (let n = 1; n <= 7; n += 1) await addAnnouncement(service, cohortId, 'staff', { title: `Tied ${n}`, postedAt: same });
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { items: { id: string }[]; nextCursor: string | null } = (
        await send('staff', 'GET', `/cohorts/${cohortId}/announcements?limit=3${cursor ? `&cursor=${cursor}` : ''}`)
      ).json();
      seen.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(7);
    expect(new Set(seen).size).toBe(7);
    expect(seen).toEqual([...seen].sort().reverse());
  });
});
