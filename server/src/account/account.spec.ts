import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { addApplication, addEvent, addOpenProgram, PDF } from '../applications/testing.js';
import { addSubmission } from '../content/submissions/submissionFixtures.js';
import { applicationFiles, auditLogs, donations, messages, newsletterSubscribers, notices, pledges } from '../db/schema.js';
import { describeOnEachBackend } from '../testing/backends.js';
import { addPost } from '../testing/fixtures.js';
import { useTestService } from '../testing/useTestService.js';
import { DELETED_APPLICANT } from './anonymiseApplications.js';
import { ACCOUNT_REFUSALS } from '@sla/contract/serviceMessages';
import { verifiedAs } from './testing.js';

const NOW = new Date('2026-03-02T09:00:00.000Z');

describeOnEachBackend('account: e-mail preferences, my data, deleting my account', (backend) => {
  const service = useTestService(backend);
  beforeEach(() => {
    service.setClock(null);
    service.identity.deleted.splice(0);
    service.identity.failing = false;
  });
  const as = (uid: string) => service.as(uid);
  const get = (uid: string, url: string) => service.request({ method: 'GET', url, headers: as(uid) });
  const put = (headers: { authorization: string }, payload: object) =>
    service.request({ method: 'PUT', url: '/api/users/me/preferences', headers, payload });
  const remove = (uid: string, payload?: object) =>
    service.request({ method: 'DELETE', url: '/api/users/me', headers: as(uid), ...(payload ? { payload } : {}) });
  const subscriber = async (email: string) =>
    (await service.rows(sql`SELECT status FROM newsletter_subscribers WHERE email = ${email}`))[0]?.status ?? null;

  describe('e-mail preferences', () => {
    it('are all on by default but the newsletter, and keep what was saved', async () => {
      await service.addUser('ama', 'applicant');
      expect((await get('ama', '/api/users/me/preferences')).json()).toEqual({
        decisions: true,
        messages: true,
        newsletter: false,
      });
      const saved = await put(as('ama'), { decisions: false, messages: true, newsletter: false });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toEqual({ decisions: false, messages: true, newsletter: false });
      expect((await get('ama', '/api/users/me/preferences')).json()).toEqual({
        decisions: false,
        messages: true,
        newsletter: false,
      });
      await put(as('ama'), { decisions: true, messages: false, newsletter: false });
      expect((await get('ama', '/api/users/me/preferences')).json()).toEqual({
        decisions: true,
        messages: false,
        newsletter: false,
      });
    });

    it('read the newsletter from its subscribers table: on for a confirmed address only', async () => {
      await service.addUser('kofi', 'alumni', { email: 'kofi@example.org' });
      const at = new Date();
      const row = (status: 'pending' | 'confirmed') => ({
        id: randomUUID(),
        email: 'kofi@example.org',
        status,
        confirmToken: 'c',
        unsubscribeToken: 'u',
        createdAt: at,
        updatedAt: at,
      });
      await service.database.db.insert(newsletterSubscribers).values(row('pending'));
      expect((await get('kofi', '/api/users/me/preferences')).json().newsletter).toBe(false);
      await service.database.db.execute(sql`UPDATE newsletter_subscribers SET status = 'confirmed'`);
      expect((await get('kofi', '/api/users/me/preferences')).json().newsletter).toBe(true);
    });

    it('turn the newsletter on for a verified address (confirmed at once, no e-mail), and off again', async () => {
      await service.addUser('ada', 'student', { email: 'ada@example.org' });
      const on = await put(verifiedAs('ada', 'ada@example.org'), { decisions: true, messages: true, newsletter: true });
      expect(on.statusCode, on.body).toBe(200);
      expect(on.json().newsletter).toBe(true);
      expect(await subscriber('ada@example.org')).toBe('confirmed');
      expect(await service.count(sql`SELECT count(*) AS n FROM outbox`)).toBe(0);
      const off = await put(verifiedAs('ada', 'ada@example.org'), { decisions: true, messages: true, newsletter: false });
      expect(off.json().newsletter).toBe(false);
      expect(await subscriber('ada@example.org')).toBe('unsubscribed');
      // And on again: the same row, confirmed again.
      await put(verifiedAs('ada', 'ada@example.org'), { decisions: true, messages: true, newsletter: true });
      expect(await subscriber('ada@example.org')).toBe('confirmed');
      expect(await service.count(sql`SELECT count(*) AS n FROM newsletter_subscribers`)).toBe(1);
    });

    it('refuse to turn the newsletter on for an address that is not verified, changing nothing', async () => {
      await service.addUser('bo', 'applicant');
      const response = await put(as('bo'), { decisions: false, messages: false, newsletter: true });
      expect(response.statusCode).toBe(409);
      expect(response.json().error.message).toBe(ACCOUNT_REFUSALS.newsletterNeedsVerifiedAddress);
      expect(await subscriber('bo@example.org')).toBeNull();
      expect((await get('bo', '/api/users/me/preferences')).json()).toEqual({
        decisions: true,
        messages: true,
        newsletter: false,
      });
    });

    it('refuse bad input in words and a caller without a profile', async () => {
      await service.addUser('ama', 'applicant');
      const bad = await put(as('ama'), { decisions: 'yes', messages: true });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.fieldErrors).toEqual({
        decisions: 'Say on or off for each kind of e-mail.',
        newsletter: 'Say on or off for each kind of e-mail.',
      });
      const stranger = await get('nobody', '/api/users/me/preferences');
      expect(stranger.statusCode).toBe(404);
      expect(stranger.json().error.message).toBe('You have no profile yet.');
    });
  });

  describe('the profile e-mail follows the verified address of the token', () => {
    it('updates users.email once, when a verified token carries a new address', async () => {
      await service.addUser('ama', 'applicant', { email: 'old@example.org', updatedAt: new Date('2026-01-01T00:00:00Z') });
      const first = await service.request({ method: 'GET', url: '/api/users/me', headers: verifiedAs('ama', 'new@example.org') });
      expect(first.json().email).toBe('new@example.org');
      const changed = (await service.user('ama'))!;
      expect(changed.email).toBe('new@example.org');
      // The same address again writes nothing: updated_at stays.
      await service.request({ method: 'GET', url: '/api/users/me', headers: verifiedAs('ama', 'new@example.org') });
      expect((await service.user('ama'))!.updatedAt).toEqual(changed.updatedAt);
    });

    it('ignores an address the identity provider has not verified', async () => {
      await service.addUser('ama', 'applicant', { email: 'kept@example.org' });
      const response = await service.request({
        method: 'GET',
        url: '/api/users/me',
        headers: service.as('ama', 'unverified@example.org'),
      });
      expect(response.json().email).toBe('kept@example.org');
      expect((await service.user('ama'))!.email).toBe('kept@example.org');
    });
  });

  describe('my data', () => {
    it("holds the caller's profile, applications with answers, events and file details, and nothing of anyone else's", async () => {
      service.setClock(NOW);
      await service.addUser('ama', 'applicant', { email: 'ama@example.org', displayName: 'Ama Mensah' });
      await service.addUser('kofi', 'applicant', { email: 'kofi@example.org' });
      const program = await addOpenProgram(service, NOW, { slug: 'stepup' });
      const mine = await addApplication(service, {
        userId: 'ama',
        programId: program.id,
        answers: { name: 'Ama Mensah', essay: 'Curiosity.' },
      });
      await addEvent(service, mine.id, 'started', NOW);
      await service.database.db.insert(applicationFiles).values({
        id: randomUUID(),
        applicationId: mine.id,
        questionId: 'cv',
        name: 'cv.pdf',
        type: 'application/pdf',
        size: PDF.length,
        content: PDF,
        uploadedBy: 'ama',
        uploadedAt: NOW,
      });
      const theirs = await addApplication(service, { userId: 'kofi', programId: program.id, answers: { name: 'Kofi' } });
      await service.database.db.insert(notices).values([
        { id: randomUUID(), userId: 'ama', text: 'For Ama', createdAt: NOW },
        { id: randomUUID(), userId: 'kofi', text: 'For Kofi', createdAt: NOW },
      ]);
      await service.database.db.insert(messages).values([
        { id: randomUUID(), kind: 'contact', name: 'Ama', email: 'AMA@example.org', message: 'Hello from Ama', createdAt: NOW },
        {
          id: randomUUID(),
          kind: 'contact',
          name: 'Kofi',
          email: 'kofi@example.org',
          message: 'Hello from Kofi',
          createdAt: NOW,
        },
      ]);
      await service.database.db.insert(pledges).values({
        id: randomUUID(),
        name: 'Ama',
        email: 'ama@example.org',
        frequency: 'once',
        amountMinor: 2500,
        currency: 'USD',
        createdAt: NOW,
      });
      await service.database.db.insert(donations).values({
        id: randomUUID(),
        stripeEventId: 'evt_1',
        frequency: 'monthly',
        amountMinor: 1000,
        currency: 'USD',
        email: 'kofi@example.org',
        createdAt: NOW,
      });
      await service.database.db.insert(auditLogs).values({
        type: 'role_change',
        userId: 'ama',
        previousRole: null,
        newRole: 'applicant',
        changedBy: 'admin-1',
        reason: 'Welcome',
        timestamp: NOW,
      });
      await addSubmission(service, 'ama', { title: 'My year in the lab' });
      await addPost(service, { slug: 'amas-story', title: 'Ama’s story', creditUid: 'ama' });

      await service.addUser('staff-1', 'staff', { displayName: 'Grace Staff' });
      expect(
        (
          await service.request({
            method: 'POST',
            url: `/api/review/applications/${mine.id}/messages`,
            headers: service.as('staff-1'),
            payload: { body: 'Your CV, please.' },
          })
        ).statusCode,
      ).toBe(404); // still a draft: staff do not see it
      await service.database.db.execute(
        sql`UPDATE applications SET status = 'submitted', submitted_at = ${NOW.toISOString()}::timestamptz WHERE id = ${mine.id}`,
      );
      await service.request({
        method: 'POST',
        url: `/api/review/applications/${mine.id}/messages`,
        headers: service.as('staff-1'),
        payload: { body: 'Your CV, please.' },
      });

      // Signed in with an address nobody verified, the parts found by address stay out: it may be someone else's.
      const unverified = (await get('ama', '/api/users/me/export')).json();
      expect([unverified.messagesToStaff, unverified.pledges]).toEqual([[], []]);
      expect(unverified.addressPartsLeftOut).toMatch(/once the address is verified/);

      const response = await service.request({
        method: 'GET',
        url: '/api/users/me/export',
        headers: verifiedAs('ama', 'ama@example.org'),
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-disposition']).toBe('attachment; filename="my-data-2026-03-02.json"');
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      const exported = response.json();
      expect(exported.profile).toMatchObject({ uid: 'ama', email: 'ama@example.org', displayName: 'Ama Mensah' });
      expect(exported.emailPreferences).toEqual({ decisions: true, messages: true, newsletter: false });
      expect(exported.applications).toHaveLength(1);
      expect(exported.applications[0]).toMatchObject({
        id: mine.id,
        answers: { name: 'Ama Mensah', essay: 'Curiosity.' },
        files: [{ name: 'cv.pdf', questionId: 'cv' }],
        timeline: [{ type: 'started' }],
      });
      expect(exported.applicationMessages).toEqual([
        {
          applicationId: mine.id,
          programme: expect.any(String),
          from: 'programme team',
          body: 'Your CV, please.',
          sentAt: NOW.toISOString(),
        },
      ]);
      expect(response.body).not.toContain('Grace Staff');
      expect(exported.notices.map((notice: { text: string }) => notice.text)).toEqual(['For Ama']);
      expect(exported.addressPartsLeftOut).toBeNull();
      expect(exported.messagesToStaff.map((message: { message: string }) => message.message)).toEqual(['Hello from Ama']);
      expect(exported.pledges).toHaveLength(1);
      expect(exported.donations).toEqual([]);
      expect(exported.roleHistory).toEqual([
        { at: NOW.toISOString(), previousRole: null, newRole: 'applicant', changedBy: 'admin-1', reason: 'Welcome' },
      ]);
      expect(exported.storySubmissions.map((story: { title: string }) => story.title)).toEqual(['My year in the lab']);
      expect(exported.creditedPosts).toEqual([expect.objectContaining({ slug: 'amas-story', title: 'Ama’s story' })]);
      expect(response.body).not.toContain(theirs.id);
      expect(response.body).not.toContain('Kofi');
    });

    it('is refused to someone signed out or without a profile', async () => {
      expect((await service.request({ method: 'GET', url: '/api/users/me/export' })).statusCode).toBe(401);
      expect((await get('nobody', '/api/users/me/export')).statusCode).toBe(404);
    });
  });

  describe('deleting my account', () => {
    async function seedAccount() {
      service.setClock(NOW);
      await service.addUser('ama', 'applicant', { email: 'ama@example.org', displayName: 'Ama Mensah' });
      const program = await addOpenProgram(service, NOW, { slug: 'stepup' });
      const application = await addApplication(service, {
        userId: 'ama',
        programId: program.id,
        status: 'withdrawn',
        answers: { name: 'Ama Mensah', essay: 'Curiosity.' },
        submittedAt: NOW,
        withdrawnAt: NOW,
        withdrawReason: 'I got a job in Accra',
      });
      await service.database.db.execute(
        sql`INSERT INTO application_events (application_id, type, actor_uid, detail, at) VALUES
          (${application.id}, 'submitted', 'ama', NULL, ${NOW}),
          (${application.id}, 'withdrawn', 'ama', ${JSON.stringify({ reason: 'I got a job in Accra', previousStatus: 'submitted' })}::jsonb, ${NOW})`,
      );
      await service.database.db.insert(applicationFiles).values({
        id: randomUUID(),
        applicationId: application.id,
        questionId: 'cv',
        name: 'cv.pdf',
        type: 'application/pdf',
        size: PDF.length,
        content: PDF,
        uploadedBy: 'ama',
        uploadedAt: NOW,
      });
      await service.database.db.insert(notices).values({ id: randomUUID(), userId: 'ama', text: 'Hello', createdAt: NOW });
      await put(verifiedAs('ama', 'ama@example.org'), { decisions: false, messages: true, newsletter: true });
      await addSubmission(service, 'ama');
      await addPost(service, { slug: 'amas-story', creditUid: 'ama' });
      return application;
    }

    /** Everything about ama that deleting must remove or change. */
    const traces = () =>
      service.rows(sql`SELECT
        (SELECT count(*)::int FROM users WHERE uid = 'ama') AS profiles,
        (SELECT count(*)::int FROM applications WHERE user_id = 'ama') AS applications,
        (SELECT count(*)::int FROM application_files) AS files,
        (SELECT count(*)::int FROM notices WHERE user_id = 'ama') AS notices,
        (SELECT count(*)::int FROM email_preferences WHERE uid = 'ama') AS preferences,
        (SELECT count(*)::int FROM newsletter_subscribers WHERE email = 'ama@example.org') AS subscriptions,
        (SELECT count(*)::int FROM story_submissions WHERE author_uid = 'ama') AS stories,
        (SELECT count(*)::int FROM content WHERE credit_uid = 'ama') AS credits,
        (SELECT count(*)::int FROM audit_logs WHERE type = 'account_deleted') AS deletions`);

    it('removes the profile, anonymises the applications and writes an audit entry without e-mail or name', async () => {
      const application = await seedAccount();
      await service.database.db.execute(sql`
        INSERT INTO application_messages (id, application_id, author_uid, from_staff, body, sent_at)
        VALUES ('m1', ${application.id}, 'ama', false, 'My reply', ${NOW.toISOString()}::timestamptz)`);
      await service.database.db.execute(sql`
        INSERT INTO application_threads (application_id, applicant_uid, last_message_id, last_message_at, messages, staff_unread)
        VALUES (${application.id}, 'ama', 'm1', ${NOW.toISOString()}::timestamptz, 1, 1)`);
      const response = await remove('ama', { confirm: ' AMA@example.org ' });
      expect(response.statusCode, response.body).toBe(204);
      expect(service.identity.deleted).toEqual(['ama']);
      expect((await traces())[0]).toEqual({
        profiles: 0,
        applications: 0,
        files: 0,
        notices: 0,
        preferences: 0,
        subscriptions: 0,
        stories: 0,
        credits: 0,
        deletions: 1,
      });
      const [kept] = await service.rows(
        sql`SELECT user_id, status, program_id, answers, withdraw_reason, submitted_at, withdrawn_at FROM applications WHERE id = ${application.id}`,
      );
      expect(kept.user_id.startsWith(DELETED_APPLICANT)).toBe(true);
      // Their messages with the programme team go: their own words, or written to them.
      expect(await service.count(sql`SELECT count(*) AS n FROM application_messages`)).toBe(0);
      expect(await service.count(sql`SELECT count(*) AS n FROM application_threads`)).toBe(0);
      expect(kept).toMatchObject({ status: 'withdrawn', program_id: application.programId, answers: {}, withdraw_reason: null });
      expect(new Date(kept.submitted_at)).toEqual(NOW);
      const events = await service.rows(sql`SELECT type, actor_uid, detail FROM application_events ORDER BY id`);
      expect(events).toEqual([
        { type: 'submitted', actor_uid: null, detail: null },
        { type: 'withdrawn', actor_uid: null, detail: { previousStatus: 'submitted' } },
      ]);
      const [entry] = await service.rows(sql`SELECT * FROM audit_logs WHERE type = 'account_deleted'`);
      expect(entry).toMatchObject({ user_id: 'ama', previous_role: 'applicant', changed_by: 'ama' });
      expect(JSON.stringify(entry)).not.toMatch(/ama@example\.org|Ama Mensah/i);
      // The deleted account now has no profile.
      expect((await get('ama', '/api/users/me')).statusCode).toBe(404);
      // Staff read the entry in the audit log as what it is.
      await service.addUser('root', 'admin');
      const log = (await get('root', '/api/audit-logs')).json();
      expect(log.items.filter((item: { type: string }) => item.type === 'account_deleted')).toEqual([
        {
          id: expect.any(String),
          type: 'account_deleted',
          userId: 'ama',
          previousRole: 'applicant',
          timestamp: NOW.toISOString(),
        },
      ]);
    });

    it('refuses a wrong or missing confirmation with 400 in words, deleting nothing', async () => {
      await seedAccount();
      const before = await traces();
      for (const payload of [{ confirm: 'someone@example.org' }, {}, undefined]) {
        const response = await remove('ama', payload);
        expect(response.statusCode).toBe(400);
        expect(response.json().error.message).toEqual(expect.stringMatching(/e-mail address/));
      }
      expect((await remove('ama', { confirm: 'kofi@example.org' })).json().error.fieldErrors).toEqual({
        confirm: ACCOUNT_REFUSALS.wrongConfirmation,
      });
      expect(await traces()).toEqual(before);
      expect(service.identity.deleted).toEqual([]);
    });

    it('refuses the last admin with 409, and lets an admin go while another remains', async () => {
      await service.addUser('root', 'admin', { email: 'root@example.org' });
      const refused = await remove('root', { confirm: 'root@example.org' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.message).toBe(ACCOUNT_REFUSALS.lastAdmin);
      expect(await service.user('root')).not.toBeNull();
      await service.addUser('second', 'admin');
      expect((await remove('root', { confirm: 'root@example.org' })).statusCode).toBe(204);
      expect(await service.user('root')).toBeNull();
      expect(service.identity.deleted).toEqual(['root']);
    });

    it('rolls everything back with 503 when Firebase cannot delete the sign-in account', async () => {
      await seedAccount();
      const before = await traces();
      const applicationsBefore = await service.rows(sql`SELECT user_id, answers FROM applications`);
      service.identity.failing = true;
      try {
        const response = await remove('ama', { confirm: 'ama@example.org' });
        expect(response.statusCode).toBe(503);
        expect(response.json().error.message).toBe(ACCOUNT_REFUSALS.identityUnavailable);
        expect(response.json().error.message).toMatch(/nothing was deleted; try again/);
      } finally {
        service.identity.failing = false;
      }
      expect(await traces()).toEqual(before);
      expect(await service.rows(sql`SELECT user_id, answers FROM applications`)).toEqual(applicationsBefore);
      expect(service.identity.deleted).toEqual([]);
    });
  });
});
