import { sql } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { describeOnEachBackend } from '../../testing/backends.js';
import { mailIn } from '../../testing/outbox.js';
import { useTestService } from '../../testing/useTestService.js';
import { sendOpportunityDigests, weekStart } from './sendOpportunityDigests.js';

// Week of Monday 2027-03-01; the digest of Monday 2027-03-08 lists what was posted from 03-01 to 03-07.
const POSTING = new Date('2027-03-03T09:00:00.000Z');
const NEXT_MONDAY = new Date('2027-03-08T00:30:00.000Z');
const BIOLOGY_JOB = {
  kind: 'job',
  title: 'Field biologist',
  organisation: 'KEMRI',
  location: 'Kisumu',
  deadline: '2027-04-30',
  applyUrl: 'https://example.org/apply',
  fields: ['Biology'],
};

describeOnEachBackend('the weekly opportunities digest', (backend) => {
  const service = useTestService(backend);
  beforeEach(async () => {
    service.setClock(POSTING);
    await service.addUser('poster', 'alumni', { displayName: 'Pat Poster' });
    await service.addUser('bio-fr', 'alumni', { displayName: 'Awa', email: 'awa@example.org', locale: 'fr' });
    await service.addUser('maths', 'student', { displayName: 'Musa', email: 'musa@example.org' });
    await service.addUser('everything', 'staff', { displayName: 'Sam', email: 'sam@example.org' });
    await service.addUser('not-asked', 'alumni', { email: 'quiet@example.org' });
    await service.addUser('suspended', 'alumni', { email: 'gone@example.org', suspendedAt: POSTING });
    await service.addUser('applicant', 'applicant', { email: 'applicant@example.org' });
  });

  const call = async (uid: string, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) => {
    const response = await service.request({
      method,
      url: `/api${url}`,
      headers: service.as(uid),
      ...(payload ? { payload } : {}),
    });
    return { status: response.statusCode, body: response.json() };
  };
  const optIn = async (uid: string, fields: string[]) => {
    const answer = await call(uid, 'PUT', '/alumni/opportunities/digest', { on: true, fields });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ on: true, fields });
  };

  it('is off until a reader turns it on, and off again; applicants may not', async () => {
    expect((await call('bio-fr', 'GET', '/alumni/opportunities/digest')).body).toEqual({ on: false, fields: [] });
    await optIn('bio-fr', ['Biology']);
    expect((await call('bio-fr', 'GET', '/alumni/opportunities/digest')).body).toEqual({ on: true, fields: ['Biology'] });
    expect((await call('bio-fr', 'PUT', '/alumni/opportunities/digest', { on: false })).body).toEqual({ on: false, fields: [] });
    expect((await call('bio-fr', 'PUT', '/alumni/opportunities/digest', { on: true, fields: ['Astrology'] })).status).toBe(400);
    expect((await call('applicant', 'PUT', '/alumni/opportunities/digest', { on: true })).status).toBe(403);
  });

  it('sends each opted-in reader last week’s matching opportunities once, in their language, and nothing when none match', async () => {
    await optIn('bio-fr', ['Biology']);
    await optIn('maths', ['Mathematics and statistics']);
    await optIn('everything', []);
    // Opted in before the account was suspended: no digest now.
    await service.ctx.db.execute(
      sql`INSERT INTO opportunity_digests (uid, fields, subscribed_at) VALUES ('suspended', '{}', now())`,
    );
    expect((await call('poster', 'POST', '/alumni/opportunities', BIOLOGY_JOB)).status).toBe(201);
    const closed = await call('poster', 'POST', '/alumni/opportunities', { ...BIOLOGY_JOB, title: 'Closed already' });
    await call('poster', 'POST', `/alumni/opportunities/${closed.body.id}/close`);

    service.setClock(NEXT_MONDAY);
    expect(weekStart(NEXT_MONDAY)).toBe('2027-03-08');
    expect(await sendOpportunityDigests(service.ctx)).toEqual({ week: '2027-03-08', sent: 2 });
    // Another server, or the next hour's run: the week is taken.
    expect(await sendOpportunityDigests(service.ctx)).toBeNull();
    const mails = (await mailIn(service)).filter((mail) => mail.kind === 'opportunity_digest');
    expect(mails.map((mail) => mail.to).sort()).toEqual(['awa@example.org', 'sam@example.org']);
    const french = mails.find((mail) => mail.to === 'awa@example.org')!;
    expect(french.subject).toBe('1 nouvelle opportunité cette semaine');
    expect(french.text).toContain('Emploi\u202f: Field biologist, KEMRI. Date limite\u202f: 30 avril 2027.');
    expect(french.text).toContain('/fr/alumni/opportunities/');
    expect(french.text).not.toContain('Closed already');
  });

  it('carries a one-click unsubscribe (RFC 8058) whose link stops the digest, and the page says so', async () => {
    await optIn('bio-fr', ['Biology']);
    expect((await call('poster', 'POST', '/alumni/opportunities', BIOLOGY_JOB)).status).toBe(201);
    service.setClock(NEXT_MONDAY);
    await sendOpportunityDigests(service.ctx);
    const [mail] = (await mailIn(service)).filter((item) => item.kind === 'opportunity_digest');
    expect(mail!.headers).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    const oneClick = /^<(.+)>$/.exec(mail!.headers!['List-Unsubscribe']!)![1]!;
    const url = new URL(oneClick);
    expect(url.pathname).toBe('/api/public/email/unsubscribe');
    // The footer's page link, in the reader's language, carries the same token.
    expect(mail!.text).toContain(`/fr/email/unsubscribe?token=${url.searchParams.get('token')}`);
    const visit = (method: 'GET' | 'POST') => service.request({ method, url: `${url.pathname}${url.search}` });
    expect((await visit('GET')).json()).toEqual({ category: 'opportunity_digest', done: false });
    expect((await visit('POST')).statusCode).toBeLessThan(300);
    expect((await call('bio-fr', 'GET', '/alumni/opportunities/digest')).body).toEqual({ on: false, fields: [] });
    expect((await visit('GET')).json()).toEqual({ category: 'opportunity_digest', done: true });
    // A token changed to name another kind of e-mail no longer matches its signature.
    const token = url.searchParams.get('token')!;
    const [payload, signature] = token.split('.');
    const forged = Buffer.from(
      Buffer.from(payload!, 'base64url').toString('utf8').replace('opportunity_digest', 'newsletter'),
    ).toString('base64url');
    expect((await service.request({ method: 'GET', url: `${url.pathname}?token=${forged}.${signature}` })).statusCode).toBe(400);
  });

  it('sends nothing in a week with nothing new', async () => {
    await optIn('everything', []);
    service.setClock(NEXT_MONDAY);
    expect(await sendOpportunityDigests(service.ctx)).toEqual({ week: '2027-03-08', sent: 0 });
    expect((await mailIn(service)).filter((mail) => mail.kind === 'opportunity_digest')).toEqual([]);
  });
});
