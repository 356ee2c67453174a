import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { EmailCategory } from '@sla/contract';
import { addProgram } from '../testing/fixtures.js';
import { addSubmission } from '../content/submissions/submissionFixtures.js';
import { newsletterSubscribers } from '../db/schema.js';
import { addApplication } from '../review/testing/reviewFixtures.js';
import { releaseDecision } from '../review/releaseDecision.js';
import { describeOnEachBackend } from '../testing/backends.js';
import { enqueueMail } from '../mail/enqueueMail.js';
import { renderEmail } from '../mail/templates/renderEmail.js';
import { mailIn } from '../testing/outbox.js';
import { useTestService } from '../testing/useTestService.js';
import { emailLinkSecret } from './emailLinkSecret.js';
import { EMAIL_LINK_LIFETIME_MS, signEmailLink } from './emailLinkToken.js';
import { ACCOUNT_REFUSALS } from '@sla/contract/serviceMessages';
import { verifiedAs } from './testing.js';

const SITE = 'http://localhost:4200';
const DAY = 24 * 60 * 60_000;

describeOnEachBackend('optional e-mails: preferences, one-click unsubscribe and the link endpoints', (backend) => {
  const service = useTestService(backend);
  beforeEach(() => service.setClock(null));

  const token = (uid: string, category: EmailCategory, issuedAt = new Date()) =>
    signEmailLink(emailLinkSecret(), { uid, category, issuedAt });
  const check = (value: string) =>
    service.request({ method: 'GET', url: `/api/public/email/unsubscribe?token=${encodeURIComponent(value)}` });
  const unsubscribe = (value: string, form = false) =>
    service.request({
      method: 'POST',
      url: `/api/public/email/unsubscribe?token=${encodeURIComponent(value)}`,
      ...(form
        ? { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' }
        : {}),
    });
  const preferences = async (uid: string) =>
    (await service.request({ method: 'GET', url: '/api/users/me/preferences', headers: service.as(uid) })).json();
  const savePreferences = (uid: string, values: { decisions: boolean; messages: boolean }) =>
    service.request({
      method: 'PUT',
      url: '/api/users/me/preferences',
      headers: service.as(uid),
      payload: { ...values, newsletter: false },
    });

  /** A waitlisted decision on ama's application, due now; releasing it is what queues the decision e-mail. */
  async function decidedApplication() {
    await service.addUser('ama', 'applicant', { email: 'ama@example.org', displayName: 'Ama' });
    await service.addUser('lead', 'staff');
    const program = await addProgram(service, { slug: 'stepup', name: 'StepUp Scholars' });
    const past = new Date(Date.now() - 60_000);
    return addApplication(service, {
      userId: 'ama',
      programId: program.id,
      status: 'decided',
      decision: 'waitlisted',
      decidedBy: 'lead',
      decidedAt: past,
      decisionReleaseAt: past,
    });
  }

  describe('the decision e-mail', () => {
    it('carries the one-click unsubscribe headers and a footer link to the site page while decisions are on', async () => {
      const application = await decidedApplication();
      expect(await releaseDecision(service.ctx, application.id)).toBe(true);
      const [mail] = await mailIn(service);
      expect(mail).toMatchObject({ kind: 'decision_released', to: 'ama@example.org' });
      const header = mail!.headers!['List-Unsubscribe']!;
      expect(header).toMatch(new RegExp(`^<${SITE}/api/public/email/unsubscribe\\?token=[^>]+>$`));
      expect(mail!.headers!['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
      const linkToken = decodeURIComponent(/token=([^>]+)>/.exec(header)![1]!);
      expect(mail!.text).toContain(`${SITE}/email/unsubscribe?token=${encodeURIComponent(linkToken)}`);
      expect(mail!.html).toContain(`href="${SITE}/email/unsubscribe?token=${encodeURIComponent(linkToken)}"`);
      expect(mail!.text).toContain(`${SITE}/account`);
      // The link in the mail is the account's own: checking it names decisions, still on.
      expect((await check(linkToken)).json()).toEqual({ category: 'decisions', done: false });
    });

    it('is not queued while decisions are off, but the portal notice and the release still happen', async () => {
      const application = await decidedApplication();
      expect((await savePreferences('ama', { decisions: false, messages: true })).statusCode).toBe(200);
      expect(await releaseDecision(service.ctx, application.id)).toBe(true);
      expect(await mailIn(service)).toEqual([]);
      expect(await service.count(sql`SELECT count(*) AS n FROM notices WHERE user_id = 'ama'`)).toBe(1);
      const [row] = await service.rows(sql`SELECT released_at FROM applications WHERE id = ${application.id}`);
      expect(row.released_at).not.toBeNull();
    });
  });

  describe('the story e-mails ("messages")', () => {
    it('are queued with an unsubscribe while messages are on, and not at all once off', async () => {
      await service.addUser('kofi', 'alumni', { email: 'kofi@example.org' });
      await service.addUser('editor', 'content_editor');
      const first = await addSubmission(service, 'kofi');
      const second = await addSubmission(service, 'kofi');
      const sendBack = (id: string) =>
        service.request({
          method: 'POST',
          url: `/api/content/submissions/${id}/return`,
          headers: service.as('editor'),
          payload: { note: 'Shorter, please.' },
        });
      expect((await sendBack(first.id)).statusCode).toBe(200);
      const [mail] = await mailIn(service);
      expect(mail).toMatchObject({ kind: 'story_returned', to: 'kofi@example.org' });
      expect(mail!.headers).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
      const linkToken = decodeURIComponent(/token=([^>]+)>/.exec(mail!.headers!['List-Unsubscribe']!)![1]!);
      expect((await check(linkToken)).json()).toEqual({ category: 'messages', done: false });

      expect((await unsubscribe(linkToken, true)).statusCode).toBe(204);
      expect(await preferences('kofi')).toEqual({ decisions: true, messages: false, newsletter: false });
      expect((await sendBack(second.id)).statusCode).toBe(200);
      expect(await mailIn(service)).toHaveLength(1);
      expect(await service.count(sql`SELECT count(*) AS n FROM notices WHERE user_id = 'kofi'`)).toBe(2);
    });
  });

  describe('GET and POST /public/email/unsubscribe', () => {
    it('GET changes nothing; POST turns only the named category off, and again is fine', async () => {
      await service.addUser('ama', 'applicant');
      const link = token('ama', 'decisions');
      expect((await check(link)).json()).toEqual({ category: 'decisions', done: false });
      expect((await check(link)).json()).toEqual({ category: 'decisions', done: false });
      expect(await preferences('ama')).toEqual({ decisions: true, messages: true, newsletter: false });
      expect((await unsubscribe(link)).statusCode).toBe(204);
      expect(await preferences('ama')).toEqual({ decisions: false, messages: true, newsletter: false });
      expect((await check(link)).json()).toEqual({ category: 'decisions', done: true });
      expect((await unsubscribe(link)).statusCode).toBe(204);
      // Another category's link for the same account is its own: messages were never touched.
      expect((await check(token('ama', 'messages'))).json()).toEqual({ category: 'messages', done: false });
    });

    it('takes the RFC 8058 form body, and answers with no cache', async () => {
      await service.addUser('ama', 'applicant');
      const response = await unsubscribe(token('ama', 'messages'), true);
      expect(response.statusCode, response.body).toBe(204);
      expect(response.headers['cache-control']).toBe('no-store');
      expect((await preferences('ama')).messages).toBe(false);
    });

    it('unsubscribes the account’s address from the newsletter with a newsletter link', async () => {
      await service.addUser('ada', 'student', { email: 'ada@example.org' });
      await service.request({
        method: 'PUT',
        url: '/api/users/me/preferences',
        headers: verifiedAs('ada', 'ada@example.org'),
        payload: { decisions: true, messages: true, newsletter: true },
      });
      const link = token('ada', 'newsletter');
      expect((await check(link)).json()).toEqual({ category: 'newsletter', done: false });
      expect((await unsubscribe(link)).statusCode).toBe(204);
      const [row] = await service.database.db.select().from(newsletterSubscribers);
      expect(row!.status).toBe('unsubscribed');
      expect((await check(link)).json()).toEqual({ category: 'newsletter', done: true });
    });

    it('refuses a forged, changed, expired or missing token with 400 in words, changing nothing', async () => {
      await service.addUser('ama', 'applicant');
      const good = token('ama', 'decisions');
      const [payload, signature] = good.split('.');
      const otherCategory = Buffer.from(
        Buffer.from(payload!, 'base64url').toString('utf8').replace('decisions', 'messages'),
      ).toString('base64url');
      const forged = signEmailLink('not-our-secret-not-our-secret-not-ours', {
        uid: 'ama',
        category: 'decisions',
        issuedAt: new Date(),
      });
      for (const bad of [forged, `${otherCategory}.${signature}`, `${payload}.${signature}x`, 'nonsense', `${good}.extra`]) {
        for (const response of [await check(bad), await unsubscribe(bad)]) {
          expect(response.statusCode, bad).toBe(400);
          expect(response.json().error.message).toBe(ACCOUNT_REFUSALS.badLink);
        }
      }
      const expired = token('ama', 'decisions', new Date(Date.now() - EMAIL_LINK_LIFETIME_MS - DAY));
      for (const response of [await check(expired), await unsubscribe(expired)]) {
        expect(response.statusCode).toBe(400);
        expect(response.json().error.message).toBe(ACCOUNT_REFUSALS.expiredLink);
      }
      const missing = await service.request({ method: 'GET', url: '/api/public/email/unsubscribe' });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().error.message).toBe(ACCOUNT_REFUSALS.badLink);
      expect(await preferences('ama')).toEqual({ decisions: true, messages: true, newsletter: false });
    });

    it('says done for an account deleted since, and POST then changes nothing', async () => {
      const link = token('gone', 'decisions');
      expect((await check(link)).json()).toEqual({ category: 'decisions', done: true });
      expect((await unsubscribe(link)).statusCode).toBe(204);
      expect(await service.count(sql`SELECT count(*) AS n FROM email_preferences`)).toBe(0);
    });
  });

  describe('newsletter mailings', () => {
    const issue = (to: string) => ({
      kind: 'newsletter_issue',
      to,
      subject: 'News from us',
      ...renderEmail({ locale: null, greeting: 'Hello,', paragraphs: ['This month.'] }),
      optional: { category: 'newsletter' as const, siteUrl: SITE },
    });
    const subscribe = (email: string, status: 'pending' | 'confirmed') =>
      service.database.db.insert(newsletterSubscribers).values({
        id: email,
        email,
        status,
        confirmToken: null,
        unsubscribeToken: `unsub-${email}`,
        createdAt: new Date(),
        updatedAt: new Date(),
      });

    it('go to confirmed subscribers only, each with its way out', async () => {
      await subscribe('reader@example.org', 'confirmed');
      await subscribe('waiting@example.org', 'pending');
      await service.addUser('ama', 'applicant', { email: 'ama@example.org' });
      await subscribe('ama@example.org', 'confirmed');
      for (const to of ['reader@example.org', 'waiting@example.org', 'ama@example.org', 'stranger@example.org'])
        await enqueueMail(service.ctx.db, issue(to), new Date());
      const mail = await mailIn(service);
      expect(mail.map((one) => one.to)).toEqual(['reader@example.org', 'ama@example.org']);
      // Without an account: the subscriber's own newsletter link.
      expect(mail[0]!.headers).toEqual({
        'List-Unsubscribe': `<${SITE}/newsletter/unsubscribe?token=unsub-reader%40example.org>`,
      });
      expect(mail[0]!.text).toContain(`${SITE}/newsletter/unsubscribe?token=unsub-reader%40example.org`);
      // With one: the account's one-click link, which unsubscribes the address.
      const linkToken = decodeURIComponent(/token=([^>]+)>/.exec(mail[1]!.headers!['List-Unsubscribe']!)![1]!);
      expect((await check(linkToken)).json()).toEqual({ category: 'newsletter', done: false });
      expect((await unsubscribe(linkToken, true)).statusCode).toBe(204);
      expect((await preferences('ama')).newsletter).toBe(false);
    });
  });

  it('leaves essential mail alone: a receipt goes out without an unsubscribe, whatever the preferences', async () => {
    await service.addUser('ama', 'applicant', { email: 'ama@example.org' });
    await savePreferences('ama', { decisions: false, messages: false });
    const sent = await service.request({
      method: 'POST',
      url: '/api/public/messages',
      payload: { kind: 'contact', name: 'Ama', email: 'ama@example.org', message: 'A question about the programme.' },
    });
    expect(sent.statusCode, sent.body).toBe(202);
    const receipt = (await mailIn(service)).find((mail) => mail.to === 'ama@example.org');
    expect(receipt).toMatchObject({ kind: 'message_receipt' });
    expect(receipt!.headers?.['List-Unsubscribe']).toBeUndefined();
    expect(receipt!.text).not.toContain('/email/unsubscribe');
  });
});
