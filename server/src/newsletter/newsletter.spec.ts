import { sql } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { EMAIL_INVALID, EMAIL_REQUIRED } from '@sla/contract/schemas';
import { RATE_LIMITED } from '../rateLimit/enforceRateLimits.js';
import { describeOnEachBackend } from '../testing/backends.js';
import { deliverToOutbox, linkIn, mailIn } from '../testing/outbox.js';
import { useTestService } from '../testing/useTestService.js';
import { BAD_CONFIRM_LINK, CONFIRMED_MESSAGE } from './confirmSubscription.js';
import { SUBSCRIBE_MESSAGE } from './subscribe.js';
import { UNSUBSCRIBED_MESSAGE } from './unsubscribe.js';

const NOW = new Date('2026-03-02T09:00:00.000Z');
const SITE = 'https://site.example';

describeOnEachBackend('newsletter', (backend) => {
  const service = useTestService(backend, { settings: { siteUrl: SITE } });
  let clock = NOW.getTime();
  const tick = (ms: number) => service.setClock(new Date((clock += ms)));

  beforeEach(async () => {
    clock = NOW.getTime();
    service.setClock(NOW);
    await service.addUser('staff-reader', 'staff');
  });

  const post = (url: string, payload: unknown, ip = '203.0.113.7') =>
    service.request({ method: 'POST', url, payload: payload as object, headers: { 'x-forwarded-for': ip } });
  const signUp = (email: unknown, ip?: string) => post('/api/public/newsletter', { email }, ip);
  const tokenFrom = (url: string) => new URL(url).searchParams.get('token')!;
  const subscribers = () => service.rows(sql`SELECT email, status FROM newsletter_subscribers ORDER BY email`);

  it('takes an address as pending, e-mails a confirmation link, and counts it only once confirmed', async () => {
    const response = await signUp('  Ama.Mensah@Example.org ');
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ message: SUBSCRIBE_MESSAGE });
    expect(await subscribers()).toEqual([{ email: 'ama.mensah@example.org', status: 'pending' }]);

    const [mail, ...more] = await mailIn(service);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ kind: 'newsletter_confirmation', to: 'ama.mensah@example.org', status: 'queued' });
    const confirmLink = linkIn(mail!.text, '/newsletter/confirm?token=');
    const unsubscribeLink = linkIn(mail!.text, '/newsletter/unsubscribe?token=');
    expect(confirmLink.startsWith(`${SITE}/newsletter/confirm?token=`)).toBe(true);
    expect(mail!.html).toContain(confirmLink);
    expect(mail!.headers).toEqual({ 'List-Unsubscribe': `<${unsubscribeLink}>` });

    const staff = service.as('staff-reader');
    const confirmedBefore = await service.request({
      method: 'GET',
      url: '/api/newsletter/subscribers?status=confirmed',
      headers: staff,
    });
    expect(confirmedBefore.json().items).toEqual([]);

    const confirmed = await post('/api/public/newsletter/confirm', { token: tokenFrom(confirmLink) });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ message: CONFIRMED_MESSAGE });
    expect((await post('/api/public/newsletter/confirm', { token: tokenFrom(confirmLink) })).statusCode).toBe(200);
    const confirmedAfter = await service.request({
      method: 'GET',
      url: '/api/newsletter/subscribers?status=confirmed',
      headers: staff,
    });
    expect(confirmedAfter.json().items).toEqual([
      expect.objectContaining({
        email: 'ama.mensah@example.org',
        status: 'confirmed',
        confirmedAt: NOW.toISOString(),
        unsubscribedAt: null,
      }),
    ]);
    expect(JSON.stringify(confirmedAfter.json())).not.toContain(tokenFrom(confirmLink));
  });

  it('handles duplicates quietly: one row, the link again only after ten minutes, nothing for a confirmed address', async () => {
    const answers = await Promise.all([signUp('twice@example.org'), signUp('TWICE@example.org')]);
    expect(answers.map((answer) => [answer.statusCode, answer.json().message])).toEqual([
      [202, SUBSCRIBE_MESSAGE],
      [202, SUBSCRIBE_MESSAGE],
    ]);
    expect(await subscribers()).toEqual([{ email: 'twice@example.org', status: 'pending' }]);
    expect(await mailIn(service)).toHaveLength(1);

    tick(11 * 60_000);
    expect((await signUp('twice@example.org')).statusCode).toBe(202);
    const mails = await mailIn(service);
    expect(mails).toHaveLength(2);
    expect(linkIn(mails[1]!.text, '/newsletter/confirm')).toBe(linkIn(mails[0]!.text, '/newsletter/confirm'));

    await post('/api/public/newsletter/confirm', { token: tokenFrom(linkIn(mails[0]!.text, '/newsletter/confirm')) });
    tick(60 * 60_000);
    expect((await signUp('twice@example.org')).json()).toEqual({ message: SUBSCRIBE_MESSAGE });
    expect(await mailIn(service)).toHaveLength(2);
    expect(await subscribers()).toEqual([{ email: 'twice@example.org', status: 'confirmed' }]);
  });

  it('unsubscribes from the link in the e-mail; an old confirmation link is then dead, and signing up again starts over', async () => {
    await signUp('leaver@example.org');
    const [first] = await mailIn(service);
    await post('/api/public/newsletter/confirm', { token: tokenFrom(linkIn(first!.text, '/newsletter/confirm')) });
    const unsubscribeToken = tokenFrom(linkIn(first!.text, '/newsletter/unsubscribe'));

    const left = await post('/api/public/newsletter/unsubscribe', { token: unsubscribeToken });
    expect(left.statusCode).toBe(200);
    expect(left.json()).toEqual({ message: UNSUBSCRIBED_MESSAGE });
    expect((await post('/api/public/newsletter/unsubscribe', { token: unsubscribeToken })).statusCode).toBe(200);
    expect(await subscribers()).toEqual([{ email: 'leaver@example.org', status: 'unsubscribed' }]);

    const stale = await post('/api/public/newsletter/confirm', { token: tokenFrom(linkIn(first!.text, '/newsletter/confirm')) });
    expect(stale.statusCode).toBe(404);
    expect(stale.json().error.message).toBe(BAD_CONFIRM_LINK);
    expect(await subscribers()).toEqual([{ email: 'leaver@example.org', status: 'unsubscribed' }]);

    await signUp('leaver@example.org');
    const again = (await mailIn(service))[1]!;
    expect(linkIn(again.text, '/newsletter/confirm')).not.toBe(linkIn(first!.text, '/newsletter/confirm'));
    expect(linkIn(again.text, '/newsletter/unsubscribe')).toBe(linkIn(first!.text, '/newsletter/unsubscribe'));
    expect(await subscribers()).toEqual([{ email: 'leaver@example.org', status: 'pending' }]);
  });

  it('answers unknown or missing tokens with a clear 404 or 400', async () => {
    expect((await post('/api/public/newsletter/confirm', { token: 'nope' })).statusCode).toBe(404);
    expect((await post('/api/public/newsletter/unsubscribe', { token: 'nope' })).statusCode).toBe(404);
    const missing = await post('/api/public/newsletter/confirm', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fieldErrors.token).toMatch(/link/);
  });

  it.each([
    ['not-an-email', EMAIL_INVALID],
    ['name@', EMAIL_INVALID],
    ['two words@example.org', EMAIL_INVALID],
    ['', EMAIL_REQUIRED],
    [undefined, EMAIL_REQUIRED],
    [42, EMAIL_REQUIRED],
  ])('refuses %j with 400 and a plain field message, storing and sending nothing', async (email, message) => {
    const response = await signUp(email);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fieldErrors).toEqual({ email: message });
    expect(await subscribers()).toEqual([]);
    expect(await mailIn(service)).toEqual([]);
  });

  it('limits sign-ups to 3 an hour per address and 20 an hour per IP, with 429 and Retry-After', async () => {
    for (let i = 0; i < 3; i++) expect((await signUp('eager@example.org', `198.51.100.${i}`)).statusCode).toBe(202);
    tick(9 * 60_000);
    const tooMany = await signUp('Eager@example.org', '198.51.100.99');
    expect(tooMany.statusCode).toBe(429);
    expect(tooMany.json().error.message).toBe(RATE_LIMITED);
    expect(Number(tooMany.headers['retry-after'])).toBe(3600 - 9 * 60);

    for (let i = 0; i < 20; i++)
      expect((await signUp(`person${i}@example.org`, '192.0.2.50')).statusCode, `sign-up ${i}`).toBe(202);
    const fromBusyIp = await signUp('one-more@example.org', '192.0.2.50');
    expect(fromBusyIp.statusCode).toBe(429);
    expect(await subscribers()).not.toContainEqual(expect.objectContaining({ email: 'one-more@example.org' }));

    tick(60 * 60_000);
    expect((await signUp('one-more@example.org', '192.0.2.50')).statusCode).toBe(202);
    expect((await signUp('eager@example.org', '198.51.100.99')).statusCode).toBe(202);
  });

  it('limits confirm and unsubscribe attempts to 30 per IP in 10 minutes, so tokens cannot be guessed at speed', async () => {
    for (let i = 0; i < 15; i++) {
      expect((await post('/api/public/newsletter/confirm', { token: `guess-${i}` }, '192.0.2.60')).statusCode).toBe(404);
      expect((await post('/api/public/newsletter/unsubscribe', { token: `guess-${i}` }, '192.0.2.60')).statusCode).toBe(404);
    }
    const limited = await post('/api/public/newsletter/confirm', { token: 'guess-31' }, '192.0.2.60');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toBe(RATE_LIMITED);
    expect((await post('/api/public/newsletter/unsubscribe', { token: 'guess-32' }, '192.0.2.60')).statusCode).toBe(429);
    expect((await post('/api/public/newsletter/confirm', { token: 'guess-33' }, '192.0.2.61')).statusCode).toBe(404);
    tick(10 * 60_000);
    expect((await post('/api/public/newsletter/confirm', { token: 'guess-34' }, '192.0.2.60')).statusCode).toBe(404);
  });

  it('exports subscribers as CSV for staff, of one status when asked, however long the list', async () => {
    await service.database.db.execute(sql`
      INSERT INTO newsletter_subscribers (id, email, status, unsubscribe_token, created_at, updated_at)
      SELECT 'bulk-' || n, 'bulk' || n || '@example.org', CASE WHEN n % 3 = 0 THEN 'confirmed' ELSE 'pending' END, 'token-' || n,
             ${NOW.toISOString()}::timestamptz - n * interval '1 minute', ${NOW.toISOString()}::timestamptz
      FROM generate_series(1, 1203) AS n`);
    await signUp('+cmd@example.org');
    const all = await service.request({
      method: 'GET',
      url: '/api/newsletter/subscribers.csv',
      headers: service.as('staff-reader'),
    });
    expect(all.statusCode).toBe(200);
    expect(all.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(all.headers['content-disposition']).toBe('attachment; filename="newsletter-subscribers.csv"');
    const lines = all.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('email,status,signed_up_at,confirmed_at,unsubscribed_at');
    expect(lines).toHaveLength(1 + 1204);
    expect(lines[1]).toBe(`'+cmd@example.org,pending,${NOW.toISOString()},,`);
    expect(new Set(lines).size).toBe(lines.length);
    const confirmed = await service.request({
      method: 'GET',
      url: '/api/newsletter/subscribers.csv?status=confirmed',
      headers: service.as('staff-reader'),
    });
    expect(confirmed.body.trimEnd().split('\r\n')).toHaveLength(1 + 401);
    const bad = await service.request({
      method: 'GET',
      url: '/api/newsletter/subscribers.csv?status=maybe',
      headers: service.as('staff-reader'),
    });
    expect(bad.statusCode).toBe(400);
  });

  it('sends the confirmation once the mail worker runs', async () => {
    await signUp('delivered@example.org');
    await deliverToOutbox(service);
    expect(await mailIn(service)).toEqual([expect.objectContaining({ to: 'delivered@example.org', status: 'sent' })]);
  });

  it('writes the confirmation in the language of the page the address was given on (Accept-Language)', async () => {
    const NNBSP = '\u202f';
    const fromFrenchPage = await service.request({
      method: 'POST',
      url: '/api/public/newsletter',
      payload: { email: 'awa.diop@example.org' },
      headers: { 'x-forwarded-for': '203.0.113.8', 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.5' },
    });
    expect(fromFrenchPage.statusCode).toBe(202);
    expect(fromFrenchPage.json()).toEqual({ message: SUBSCRIBE_MESSAGE });
    await signUp('ama@example.org');

    const [french, english] = await mailIn(service);
    expect(french).toMatchObject({ kind: 'newsletter_confirmation', to: 'awa.diop@example.org' });
    expect(french!.subject).toBe('Merci de confirmer votre abonnement à la lettre d’information de Scientist-Leaders Africa');
    expect(french!.text).toMatch(/^Bonjour,\n\nMerci de votre inscription aux nouvelles de Scientist-Leaders Africa/);
    expect(french!.text).toContain(`Confirmer mon abonnement${NNBSP}:\n${SITE}/fr/newsletter/confirm?token=`);
    expect(french!.text).toContain(`Vous pouvez vous désabonner à tout moment${NNBSP}: ${SITE}/fr/newsletter/unsubscribe?token=`);
    expect(french!.html).toContain('Bien cordialement,<br>L’équipe Scientist-Leaders Africa');
    expect(french!.headers?.['List-Unsubscribe']).toMatch(/^<https:\/\/site\.example\/fr\/newsletter\/unsubscribe\?token=/);

    // Without a language (or with one the site is not written in), English, as always.
    expect(english).toMatchObject({ to: 'ama@example.org' });
    expect(english!.subject).toBe('Please confirm your subscription to the Scientist-Leaders Africa newsletter');
    expect(english!.text).toContain(`Confirm my subscription:\n${SITE}/newsletter/confirm?token=`);
  });
});
