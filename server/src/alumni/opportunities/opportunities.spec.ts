import { sql } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { OPPORTUNITY_MESSAGES } from '@sla/contract/schemas';
import { OPPORTUNITY_NOTICES } from '@sla/contract/serviceMessages';
import { describeOnEachBackend } from '../../testing/backends.js';
import { mailIn } from '../../testing/outbox.js';
import { useTestService } from '../../testing/useTestService.js';

const NOW = new Date('2027-03-01T09:00:00.000Z');
const ALUMNA = 'alumna-1';
const ALUMNUS = 'alumnus-2';
const STAFF = 'staff-1';
const STUDENT = 'student-1';
const ADMIN = 'admin-1';
const JOB = {
  kind: 'job',
  title: 'Research assistant in plant genomics',
  organisation: 'University of Nairobi',
  location: 'Nairobi',
  remote: false,
  deadline: '2027-03-31',
  applyUrl: 'https://jobs.example.org/ra-genomics',
  howToApply: '',
  details: 'Two years, **funded**.\n\n<script>alert(1)</script>\n\n[More](javascript:alert(1))',
  fields: ['Biology'],
  countries: ['KE'],
};

describeOnEachBackend('the opportunities board', (backend) => {
  const service = useTestService(backend);
  beforeEach(async () => {
    service.setClock(NOW);
    await service.addUser(ALUMNA, 'alumni', { displayName: 'Wanjiru Otieno', email: 'wanjiru@example.org', locale: 'fr' });
    await service.addUser(ALUMNUS, 'alumni', { displayName: 'Kofi Mensah', email: 'kofi@example.org' });
    await service.addUser(STAFF, 'staff', { displayName: 'Sam Staff' });
    await service.addUser(ADMIN, 'admin', { displayName: 'Ada Admin' });
    await service.addUser(STUDENT, 'student', { displayName: 'Amina Student' });
    await service.addUser('applicant-1', 'applicant');
    await service.addUser('editor-1', 'content_editor');
  });

  const call = async (uid: string | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
    const response = await service.request({
      method,
      url: `/api${url}`,
      ...(uid ? { headers: service.as(uid) } : {}),
      ...(payload ? { payload } : {}),
    });
    return { status: response.statusCode, body: response.body ? response.json() : null };
  };
  const post = async (uid = ALUMNA, input: object = JOB) => {
    const answer = await call(uid, 'POST', '/alumni/opportunities', input);
    expect(answer.status).toBe(201);
    return answer.body as { id: string; title: string };
  };
  const board = async (uid: string, query = '') => (await call(uid, 'GET', `/alumni/opportunities${query}`)).body;
  const titles = async (uid: string, query = '') => (await board(uid, query)).items.map((item: { title: string }) => item.title);

  it('shows an alumna’s post to every reader, under her name, with sanitised details and never an e-mail', async () => {
    const posted = await call(ALUMNA, 'POST', '/alumni/opportunities', JOB);
    expect(posted.status).toBe(201);
    expect(posted.body).toMatchObject({ ...JOB, posterName: 'Wanjiru Otieno', state: 'open', mine: true, hiddenReason: null });
    expect(posted.body.detailsHtml).toContain('<strong>funded</strong>');
    expect(posted.body.detailsHtml).not.toContain('<script');
    expect(posted.body.detailsHtml).not.toContain('javascript:');
    for (const reader of [ALUMNUS, STAFF, ADMIN, STUDENT]) {
      expect(await titles(reader)).toEqual([JOB.title]);
      const one = await call(reader, 'GET', `/alumni/opportunities/${posted.body.id}`);
      expect(one.status).toBe(200);
      expect(one.body.mine).toBe(false);
      expect(JSON.stringify(one.body)).not.toContain('wanjiru@example.org');
    }
  });

  it('lets staff post, and refuses students, applicants and editors the post (403) and the board to the last two', async () => {
    await post(STAFF, { ...JOB, title: 'Staff fellowship', kind: 'fellowship' });
    expect((await call(STUDENT, 'POST', '/alumni/opportunities', JOB)).status).toBe(403);
    expect((await call('applicant-1', 'POST', '/alumni/opportunities', JOB)).status).toBe(403);
    expect((await call('applicant-1', 'GET', '/alumni/opportunities')).status).toBe(403);
    expect((await call('editor-1', 'GET', '/alumni/opportunities')).status).toBe(403);
    expect((await call(null, 'GET', '/alumni/opportunities')).status).toBe(401);
    expect(await service.count(sql`SELECT count(*) AS n FROM opportunities`)).toBe(1);
  });

  it('refuses a suspended alumna (403) and keeps nothing', async () => {
    await service.addUser('suspended-1', 'alumni', { suspendedAt: NOW });
    expect((await call('suspended-1', 'POST', '/alumni/opportunities', JOB)).status).toBe(403);
    expect((await call('suspended-1', 'GET', '/alumni/opportunities')).status).toBe(403);
    expect(await service.count(sql`SELECT count(*) AS n FROM opportunities`)).toBe(0);
  });

  it('answers bad input with 400 and the field’s words', async () => {
    const cases: [object, string, string][] = [
      [{ ...JOB, title: ' ' }, 'title', OPPORTUNITY_MESSAGES.giveTitle],
      [{ ...JOB, kind: 'gig' }, 'kind', OPPORTUNITY_MESSAGES.chooseKind],
      [{ ...JOB, applyUrl: 'javascript:alert(1)' }, 'applyUrl', OPPORTUNITY_MESSAGES.link],
      [{ ...JOB, applyUrl: '', howToApply: '' }, 'applyUrl', OPPORTUNITY_MESSAGES.howToApply],
      [{ ...JOB, location: '', remote: false }, 'location', OPPORTUNITY_MESSAGES.remoteOrPlace],
      [{ ...JOB, deadline: '2027-02-30' }, 'deadline', OPPORTUNITY_MESSAGES.deadline],
      [{ ...JOB, deadline: '2027-02-28' }, 'deadline', OPPORTUNITY_MESSAGES.deadlinePast],
      [{ ...JOB, deadline: '2031-01-01' }, 'deadline', OPPORTUNITY_MESSAGES.deadlineFar],
      [{ ...JOB, fields: ['Astrology'] }, 'fields', OPPORTUNITY_MESSAGES.chooseField],
      [{ ...JOB, countries: ['XX'] }, 'countries', OPPORTUNITY_MESSAGES.chooseCountry],
    ];
    for (const [input, field, message] of cases) {
      const refused = await call(ALUMNA, 'POST', '/alumni/opportunities', input);
      expect(refused.status, field).toBe(400);
      expect(Object.entries(refused.body.error.fieldErrors).find(([key]) => key.startsWith(field))?.[1]).toBe(message);
    }
    expect((await call(ALUMNA, 'GET', '/alumni/opportunities?kind=gig')).status).toBe(400);
    expect((await call(ALUMNA, 'GET', '/alumni/opportunities?cursor=bogus')).status).toBe(400);
    expect(await service.count(sql`SELECT count(*) AS n FROM opportunities`)).toBe(0);
  });

  it('takes ten posts a day from one person, then answers 429 in the form’s words', async () => {
    for (let i = 0; i < 10; i++) await post(ALUMNA, { ...JOB, title: `Job ${i}` });
    const refused = await call(ALUMNA, 'POST', '/alumni/opportunities', JOB);
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toBe(OPPORTUNITY_MESSAGES.tooManyPosts);
  });

  it('searches, filters and orders newest or closing soonest, a keyset page at a time', async () => {
    await post(ALUMNA, JOB);
    service.setClock(new Date(NOW.getTime() + 1000));
    await post(ALUMNUS, {
      ...JOB,
      kind: 'scholarship',
      title: 'Masters scholarship in data science',
      organisation: 'AIMS',
      location: '',
      remote: true,
      deadline: '2027-03-10',
      fields: ['Data science and AI'],
      countries: ['RW', 'SN'],
      details: 'Fully funded, for women in **mathematics**.',
    });
    service.setClock(new Date(NOW.getTime() + 2000));
    await post(STAFF, {
      ...JOB,
      kind: 'call_for_papers',
      title: 'Call for papers: soil health',
      deadline: '2027-06-01',
      fields: [],
    });
    const all = ['Call for papers: soil health', 'Masters scholarship in data science', JOB.title];
    expect(await titles(STUDENT)).toEqual(all);
    expect(await titles(STUDENT, '?order=closing')).toEqual([all[1], JOB.title, all[0]]);
    expect(await titles(STUDENT, '?kind=scholarship')).toEqual([all[1]]);
    expect(await titles(STUDENT, '?field=Biology')).toEqual([JOB.title]);
    expect(await titles(STUDENT, '?country=SN')).toEqual([all[1]]);
    expect(await titles(STUDENT, '?remote=true')).toEqual([all[1]]);
    expect(await titles(STUDENT, '?q=MATHEMATICS')).toEqual([all[1]]);
    expect(await titles(STUDENT, '?q=nairobi%20genomics')).toEqual([JOB.title]);
    expect(await titles(STUDENT, '?q=100%25')).toEqual([]);
    const first = await board(STUDENT, '?order=closing&limit=2');
    expect(first.items.map((item: { title: string }) => item.title)).toEqual([all[1], JOB.title]);
    const second = await board(STUDENT, `?order=closing&limit=2&cursor=${first.nextCursor}`);
    expect(second.items.map((item: { title: string }) => item.title)).toEqual([all[0]]);
    expect(second.nextCursor).toBeNull();
    const newest = await board(STUDENT, '?limit=2');
    const rest = await board(STUDENT, `?limit=2&cursor=${newest.nextCursor}`);
    expect([...newest.items, ...rest.items].map((item: { title: string }) => item.title)).toEqual(all);
  });

  it('takes an opportunity off the board the day after its deadline; its poster still sees and may extend it', async () => {
    const job = await post(ALUMNA, JOB);
    service.setClock(new Date('2027-03-31T23:59:00.000Z'));
    expect(await titles(STUDENT)).toEqual([JOB.title]);
    service.setClock(new Date('2027-04-01T00:00:00.000Z'));
    expect(await titles(STUDENT)).toEqual([]);
    expect((await call(STUDENT, 'GET', `/alumni/opportunities/${job.id}`)).status).toBe(404);
    const mine = (await call(ALUMNA, 'GET', '/alumni/opportunities/mine')).body.items;
    expect(mine.map((item: { state: string }) => item.state)).toEqual(['expired']);
    const extended = await call(ALUMNA, 'PUT', `/alumni/opportunities/${job.id}`, { ...JOB, deadline: '2027-04-30' });
    expect(extended.status).toBe(200);
    expect(await titles(STUDENT)).toEqual([JOB.title]);
  });

  it('lets only the poster edit and close; a closed one leaves the board and cannot be edited', async () => {
    const job = await post(ALUMNA, JOB);
    expect((await call(ALUMNUS, 'PUT', `/alumni/opportunities/${job.id}`, JOB)).status).toBe(404);
    expect((await call(ALUMNUS, 'POST', `/alumni/opportunities/${job.id}/close`)).status).toBe(404);
    expect((await call(STAFF, 'POST', `/alumni/opportunities/${job.id}/close`)).status).toBe(404);
    const edited = await call(ALUMNA, 'PUT', `/alumni/opportunities/${job.id}`, {
      ...JOB,
      title: 'Research assistant (2 posts)',
    });
    expect(edited.body.title).toBe('Research assistant (2 posts)');
    const closed = await call(ALUMNA, 'POST', `/alumni/opportunities/${job.id}/close`);
    expect(closed.status).toBe(200);
    expect(closed.body.state).toBe('closed');
    expect(await titles(ALUMNUS)).toEqual([]);
    expect((await call(ALUMNUS, 'GET', `/alumni/opportunities/${job.id}`)).status).toBe(404);
    expect((await call(ALUMNA, 'PUT', `/alumni/opportunities/${job.id}`, JOB)).status).toBe(409);
    expect((await call(ALUMNA, 'POST', `/alumni/opportunities/${job.id}/close`)).status).toBe(200);
  });

  it('lets staff hide one with a reason: off the board, the poster told in a notice and an e-mail in her language', async () => {
    const job = await post(ALUMNA, JOB);
    expect((await call(ALUMNUS, 'POST', `/alumni/opportunities/${job.id}/hide`, { reason: 'Spam' })).status).toBe(403);
    expect((await call(STUDENT, 'POST', `/alumni/opportunities/${job.id}/hide`, { reason: 'Spam' })).status).toBe(403);
    const noReason = await call(STAFF, 'POST', `/alumni/opportunities/${job.id}/hide`, { reason: '  ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.error.fieldErrors.reason).toBe(OPPORTUNITY_MESSAGES.hideReason);
    expect((await call(STAFF, 'POST', '/alumni/opportunities/nope/hide', { reason: 'Spam' })).status).toBe(404);
    const hidden = await call(STAFF, 'POST', `/alumni/opportunities/${job.id}/hide`, { reason: 'The link asks for a fee.' });
    expect(hidden.status).toBe(200);
    expect(hidden.body).toMatchObject({ state: 'hidden', hiddenReason: 'The link asks for a fee.' });
    expect(await titles(STUDENT)).toEqual([]);
    expect((await call(ALUMNUS, 'GET', `/alumni/opportunities/${job.id}`)).status).toBe(404);
    const seenByPoster = await call(ALUMNA, 'GET', `/alumni/opportunities/${job.id}`);
    expect(seenByPoster.body).toMatchObject({ state: 'hidden', hiddenReason: 'The link asks for a fee.' });
    expect((await call(ALUMNA, 'PUT', `/alumni/opportunities/${job.id}`, JOB)).status).toBe(409);
    await call(STAFF, 'POST', `/alumni/opportunities/${job.id}/hide`, { reason: 'Again' });
    expect(await service.rows(sql`SELECT text, link FROM notices WHERE user_id = ${ALUMNA}`)).toEqual([
      { text: OPPORTUNITY_NOTICES.hidden(JOB.title, 'The link asks for a fee.'), link: '/alumni/opportunities/mine' },
    ]);
    const mails = (await mailIn(service)).filter((mail) => mail.kind === 'opportunity_hidden');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: 'wanjiru@example.org' });
    expect(mails[0]!.subject).toContain('retirée');
    expect(mails[0]!.text).toContain('The link asks for a fee.');
    expect(
      await service.count(sql`SELECT count(*) AS n FROM audit_logs WHERE context->>'action' = 'hide_opportunity' AND granted`),
    ).toBe(1);
  });
});
