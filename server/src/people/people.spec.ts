import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNT_SUSPENDED_MESSAGE } from '@sla/contract/schemas';
import { messages } from '../db/schema.js';
import { addApplication, addOpenProgram } from '../applications/testing.js';
import { describeOnEachBackend } from '../testing/backends.js';
import { TEST_PROJECT, type TestService } from '../testing/testService.js';
import { emulatorToken } from '../testing/tokens.js';
import { useTestService } from '../testing/useTestService.js';
import { ALREADY_HAS_ACCOUNT } from './invitations/createInvitation.js';
import { INVITATION_REASON } from './invitations/acceptInvitation.js';
import { NOT_PENDING } from './invitations/listInvitations.js';
import { VERIFICATION_MESSAGES } from './sendVerification.js';
import { SUSPEND_SELF_MESSAGE } from './suspension.js';

const NOW = new Date(Date.UTC(2027, 2, 10, 9));
const ADMIN = 'admin-ada';
const PERSON = 'person-kofi';

const accountEvents = (service: TestService) =>
  service.rows<{ user_id: string; permission: string; changed_by: string; reason: string; context: Record<string, unknown> }>(
    sql`SELECT user_id, permission, changed_by, reason, context FROM audit_logs WHERE type = 'account_event' ORDER BY id`,
  );
const outbox = (service: TestService) =>
  service.rows<{ kind: string; to_address: string; subject: string; body_text: string }>(
    sql`SELECT kind, to_address, subject, body_text FROM outbox ORDER BY id`,
  );

describeOnEachBackend('people in the back office', (backend) => {
  const service = useTestService(backend, { settings: { siteUrl: 'https://sla.example' } });
  const admin = () => service.as(ADMIN);
  /**
   * A first sign-in: Firebase says whether the address was proven (an e-mail link) or only typed (a password sign-up),
   * and, asked, when a password was set on the account (never, for an account made by the invitation's link).
   */
  const firstSignIn = (uid: string, email: string, emailVerified: boolean, passwordSetAt: Date | null = null) => {
    service.identity.accounts.set(uid, { email, emailVerified, lastSignInAt: null, providers: ['password'], passwordSetAt });
    return { authorization: `Bearer ${emulatorToken(TEST_PROJECT, { uid, email, emailVerified })}` };
  };
  beforeEach(async () => {
    // Firebase's stand-in lives as long as the service: each test starts it afresh.
    Object.assign(service.identity, { failing: false, links: [] });
    service.identity.accounts.clear();
    service.identity.disabled.clear();
    service.setClock(NOW);
    await service.addUser(ADMIN, 'admin', { displayName: 'Ada Admin' });
    await service.addUser(PERSON, 'applicant', { displayName: 'Kofi Mensah', email: 'Kofi@Example.org' });
  });

  describe('a person’s page', () => {
    it('gathers the profile, Firebase’s account, the role history with names, applications and messages to staff', async () => {
      service.identity.accounts.set(PERSON, {
        email: 'kofi@example.org',
        emailVerified: false,
        lastSignInAt: NOW,
        providers: ['password'],
      });
      const program = await addOpenProgram(service, NOW, { slug: 'stepup', name: 'StepUp Scholars' });
      const application = await addApplication(service, {
        userId: PERSON,
        programId: program.id,
        status: 'submitted',
        submittedAt: NOW,
      });
      await addApplication(service, { userId: 'someone-else', programId: program.id });
      await service.database.db.insert(messages).values([
        { id: 'm1', kind: 'contact', name: 'Kofi', email: 'kofi@example.org', message: 'A question about fees', createdAt: NOW },
        { id: 'm2', kind: 'volunteer', name: 'Other', email: 'other@example.org', message: 'Not his', createdAt: NOW },
      ]);
      const change = await service.request({
        method: 'POST',
        url: `/api/users/${PERSON}/role`,
        headers: admin(),
        payload: { role: 'student', reason: 'Accepted' },
      });
      expect(change.statusCode, change.body).toBe(200);

      const page = await service.request({ method: 'GET', url: `/api/admin/people/${PERSON}`, headers: admin() });
      expect(page.statusCode, page.body).toBe(200);
      const body = page.json();
      expect(body.profile).toMatchObject({ uid: PERSON, displayName: 'Kofi Mensah', role: 'student' });
      expect(body.suspension).toBeNull();
      expect(body.signIn).toEqual({
        emailVerified: false,
        disabled: false,
        lastSignInAt: NOW.toISOString(),
        providers: ['password'],
      });
      expect(body.roleHistory).toEqual([
        expect.objectContaining({
          previousRole: 'applicant',
          newRole: 'student',
          reason: 'Accepted',
          changedBy: ADMIN,
          changedByName: 'Ada Admin',
        }),
      ]);
      expect(body.applications).toEqual([
        expect.objectContaining({
          id: application.id,
          programName: 'StepUp Scholars',
          status: 'submitted',
          submittedAt: NOW.toISOString(),
        }),
      ]);
      // Matched by address whatever its case; the other sender's message is not his.
      expect(body.messages).toEqual([expect.objectContaining({ id: 'm1', kind: 'contact', message: 'A question about fees' })]);
    });

    it('shows the rest when Firebase cannot be asked, and 404s an unknown person', async () => {
      service.identity.failing = true;
      const page = await service.request({ method: 'GET', url: `/api/admin/people/${PERSON}`, headers: admin() });
      expect(page.statusCode).toBe(200);
      expect(page.json().signIn).toBeNull();
      const missing = await service.request({ method: 'GET', url: '/api/admin/people/nobody', headers: admin() });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().error.message).toBe('No such user.');
    });
  });

  describe('suspension', () => {
    it('refuses the account at the service at once, disables it in Firebase, and restores both', async () => {
      const before = await service.request({ method: 'GET', url: '/api/users/me', headers: service.as(PERSON) });
      expect(before.statusCode).toBe(200);

      const suspended = await service.request({
        method: 'POST',
        url: `/api/admin/people/${PERSON}/suspension`,
        headers: admin(),
        payload: { reason: '  Shared their account  ' },
      });
      expect(suspended.statusCode, suspended.body).toBe(200);
      expect(suspended.json()).toMatchObject({
        warning: null,
        person: { suspension: { at: NOW.toISOString(), byName: 'Ada Admin', reason: 'Shared their account' } },
      });
      expect(service.identity.disabled.has(PERSON)).toBe(true);

      // The token they already hold still verifies; the service refuses it whatever it asks.
      for (const url of ['/api/users/me', '/api/applications/mine']) {
        const refused = await service.request({ method: 'GET', url, headers: service.as(PERSON) });
        expect(refused.statusCode).toBe(403);
        expect(refused.json().error.message).toBe(ACCOUNT_SUSPENDED_MESSAGE);
      }
      // Suspending again changes nothing and logs nothing more.
      await service.request({
        method: 'POST',
        url: `/api/admin/people/${PERSON}/suspension`,
        headers: admin(),
        payload: { reason: 'Again' },
      });
      expect((await accountEvents(service)).map((event) => [event.permission, event.reason])).toEqual([
        ['suspended', 'Shared their account'],
      ]);

      const restored = await service.request({
        method: 'DELETE',
        url: `/api/admin/people/${PERSON}/suspension`,
        headers: admin(),
      });
      expect(restored.statusCode).toBe(200);
      expect(restored.json().person.suspension).toBeNull();
      expect(service.identity.disabled.has(PERSON)).toBe(false);
      expect((await service.request({ method: 'GET', url: '/api/users/me', headers: service.as(PERSON) })).statusCode).toBe(200);
      expect((await accountEvents(service)).map((event) => [event.user_id, event.permission, event.changed_by])).toEqual([
        [PERSON, 'suspended', ADMIN],
        [PERSON, 'restored', ADMIN],
      ]);
    });

    it('still refuses at the service when Firebase cannot be told, and says so', async () => {
      service.identity.failing = true;
      const suspended = await service.request({
        method: 'POST',
        url: `/api/admin/people/${PERSON}/suspension`,
        headers: admin(),
        payload: { reason: 'Spam' },
      });
      expect(suspended.statusCode).toBe(200);
      expect(suspended.json().warning).toMatch(/Firebase could not be told/);
      expect((await service.request({ method: 'GET', url: '/api/users/me', headers: service.as(PERSON) })).statusCode).toBe(403);
    });

    it('refuses an admin whom another admin suspended meanwhile, so two admins cannot suspend each other', async () => {
      await service.addUser('admin-bea', 'admin', { displayName: 'Bea Admin' });
      const first = await service.request({
        method: 'POST',
        url: '/api/admin/people/admin-bea/suspension',
        headers: admin(),
        payload: { reason: 'Left' },
      });
      expect(first.statusCode).toBe(200);
      const back = await service.request({
        method: 'POST',
        url: `/api/admin/people/${ADMIN}/suspension`,
        headers: service.as('admin-bea'),
        payload: { reason: 'Revenge' },
      });
      expect(back.statusCode).toBe(403);
      expect((await service.user(ADMIN))!.suspendedAt).toBeNull();
    });

    it('needs a reason, and refuses one’s own account, changing nothing', async () => {
      const noReason = await service.request({
        method: 'POST',
        url: `/api/admin/people/${PERSON}/suspension`,
        headers: admin(),
        payload: { reason: ' ' },
      });
      expect(noReason.statusCode).toBe(400);
      expect(noReason.json().error.fieldErrors).toEqual({ reason: 'Say why the account is suspended.' });
      const self = await service.request({
        method: 'POST',
        url: `/api/admin/people/${ADMIN}/suspension`,
        headers: admin(),
        payload: { reason: 'Test' },
      });
      expect(self.statusCode).toBe(409);
      expect(self.json().error.message).toBe(SUSPEND_SELF_MESSAGE);
      expect(await service.count(sql`SELECT count(*) AS n FROM users WHERE suspended_at IS NOT NULL`)).toBe(0);
      expect(await accountEvents(service)).toEqual([]);
    });
  });

  describe('verification e-mail', () => {
    it('sends the site’s own e-mail with Firebase’s link on /login, once per minute, audited', async () => {
      service.identity.accounts.set(PERSON, {
        email: 'kofi@example.org',
        emailVerified: false,
        lastSignInAt: null,
        providers: ['password'],
      });
      const sent = await service.request({
        method: 'POST',
        url: `/api/admin/people/${PERSON}/verification-email`,
        headers: admin(),
      });
      expect(sent.statusCode, sent.body).toBe(200);
      // The address Firebase holds, which the link is made for.
      expect(sent.json()).toEqual({ sentTo: 'kofi@example.org' });
      await service.request({ method: 'POST', url: `/api/admin/people/${PERSON}/verification-email`, headers: admin() });
      const mails = await outbox(service);
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ kind: 'verify_email', to_address: 'kofi@example.org' });
      const link = /https:\/\/sla\.example\/login\?\S+/.exec(mails[0]!.body_text)?.[0];
      expect(new URL(link!).searchParams.get('mode')).toBe('verifyEmail');
      expect(service.identity.links[0]).toMatchObject({
        kind: 'verifyEmail',
        email: 'kofi@example.org',
        continueUrl: 'https://sla.example/login',
      });
      expect((await accountEvents(service)).map((event) => event.permission)).toEqual(['verification_sent']);
    });

    it('says so when the address is confirmed already or Firebase has no such account', async () => {
      service.identity.accounts.set(PERSON, {
        email: 'kofi@example.org',
        emailVerified: true,
        lastSignInAt: null,
        providers: ['password'],
      });
      const verified = await service.request({
        method: 'POST',
        url: `/api/admin/people/${PERSON}/verification-email`,
        headers: admin(),
      });
      expect(verified.statusCode).toBe(409);
      expect(verified.json().error.message).toBe(VERIFICATION_MESSAGES.alreadyVerified);
      service.identity.accounts.clear();
      const none = await service.request({
        method: 'POST',
        url: `/api/admin/people/${PERSON}/verification-email`,
        headers: admin(),
      });
      expect(none.statusCode).toBe(409);
      expect(none.json().error.message).toBe(VERIFICATION_MESSAGES.noSignInAccount);
      service.identity.failing = true;
      const down = await service.request({
        method: 'POST',
        url: `/api/admin/people/${PERSON}/verification-email`,
        headers: admin(),
      });
      expect(down.statusCode).toBe(503);
      expect(await outbox(service)).toEqual([]);
    });
  });

  describe('invitations', () => {
    const invite = (payload: object) =>
      service.request({ method: 'POST', url: '/api/admin/invitations', headers: admin(), payload });

    it('e-mails a sign-in link, and the first sign-in that proves the address gets the role through the role rules', async () => {
      const created = await invite({ email: 'Zainab@Example.org', displayName: 'Zainab Bello', role: 'staff' });
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json()).toMatchObject({
        email: 'Zainab@Example.org',
        role: 'staff',
        status: 'pending',
        invitedByName: 'Ada Admin',
      });
      const [mail] = await outbox(service);
      expect(mail).toMatchObject({ kind: 'invitation', to_address: 'Zainab@Example.org' });
      expect(mail!.body_text).toContain('Ada Admin invited you to join Scientist-Leaders Africa as a member of staff.');
      const link = new URL(/https:\/\/sla\.example\/auth\/email-link-callback\?\S+/.exec(mail!.body_text)![0]);
      expect(link.searchParams.get('mode')).toBe('signIn');

      const signedIn = await service.request({
        method: 'POST',
        url: '/api/users/me',
        headers: firstSignIn('zainab', 'zainab@example.org', true),
        payload: {},
      });
      expect(signedIn.statusCode, signedIn.body).toBe(201);
      expect(signedIn.json()).toMatchObject({ uid: 'zainab', role: 'staff', displayName: 'Zainab Bello' });
      const [change] = await service.rows(
        sql`SELECT previous_role, new_role, changed_by, reason FROM audit_logs WHERE type = 'role_change'`,
      );
      expect(change).toEqual({ previous_role: null, new_role: 'staff', changed_by: ADMIN, reason: INVITATION_REASON });
      const list = await service.request({ method: 'GET', url: '/api/admin/invitations', headers: admin() });
      expect(list.json()).toEqual([expect.objectContaining({ status: 'accepted', acceptedBy: 'zainab', acceptedRole: 'staff' })]);
      expect((await accountEvents(service)).map((event) => [event.user_id, event.permission])).toEqual([
        [created.json().id, 'invited'],
        ['zainab', 'invitation_accepted'],
      ]);
      // A retry of the first sign-in changes nothing.
      const again = await service.request({
        method: 'POST',
        url: '/api/users/me',
        headers: firstSignIn('zainab', 'zainab@example.org', true),
        payload: {},
      });
      expect(again.statusCode).toBe(200);
      expect(await service.count(sql`SELECT count(*) AS n FROM audit_logs WHERE type = 'role_change'`)).toBe(1);
    });

    it('gives no role to a sign-up that does not prove the address, nor after the invitation is withdrawn or expired', async () => {
      const created = (await invite({ email: 'amina@example.org', role: 'content_editor' })).json();
      const unproven = await service.request({
        method: 'POST',
        url: '/api/users/me',
        headers: firstSignIn('typed-it', 'amina@example.org', false),
        payload: {},
      });
      expect(unproven.json().role).toBe('applicant');
      expect((await service.request({ method: 'GET', url: '/api/admin/invitations', headers: admin() })).json()[0].status).toBe(
        'pending',
      );

      const revoked = await service.request({ method: 'DELETE', url: `/api/admin/invitations/${created.id}`, headers: admin() });
      expect(revoked.json().status).toBe('revoked');
      const twice = await service.request({ method: 'DELETE', url: `/api/admin/invitations/${created.id}`, headers: admin() });
      expect(twice.statusCode).toBe(409);
      expect(twice.json().error.message).toBe(NOT_PENDING);
      const late = await service.request({
        method: 'POST',
        url: '/api/users/me',
        headers: firstSignIn('amina', 'amina@example.org', true),
        payload: {},
      });
      expect(late.json().role).toBe('applicant');

      await invite({ email: 'later@example.org', role: 'alumni' });
      service.setClock(new Date(NOW.getTime() + 15 * 86_400_000));
      const expired = await service.request({
        method: 'POST',
        url: '/api/users/me',
        headers: firstSignIn('later', 'later@example.org', true),
        payload: {},
      });
      expect(expired.json().role).toBe('applicant');
    });

    it('replaces an open invitation to the same address, and refuses an address that has an account', async () => {
      const first = (await invite({ email: 'musa@example.org', role: 'alumni' })).json();
      service.setClock(new Date(NOW.getTime() + 60_000));
      const second = (await invite({ email: 'MUSA@example.org', role: 'student' })).json();
      const list = (await service.request({ method: 'GET', url: '/api/admin/invitations', headers: admin() })).json();
      expect(list.map((item: { id: string; status: string }) => [item.id, item.status])).toEqual([
        [second.id, 'pending'],
        [first.id, 'revoked'],
      ]);
      const taken = await invite({ email: 'kofi@example.org', role: 'staff' });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().error.message).toBe(ALREADY_HAS_ACCOUNT);
      const bad = await invite({ email: 'not-an-address', role: 'wizard' });
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json().error.fieldErrors).sort()).toEqual(['email', 'role']);
    });

    it('gives no role to a sign-in account that had a password before the invitation, or that Firebase cannot confirm', async () => {
      const created = (await invite({ email: 'taken@example.org', role: 'admin' })).json();
      // Someone made a password account with the address first; the invitee then signs in with the link (same uid).
      const before = new Date(NOW.getTime() - 60_000);
      const signedIn = await service.request({
        method: 'POST',
        url: '/api/users/me',
        headers: firstSignIn('squatted', 'taken@example.org', true, before),
        payload: {},
      });
      expect(signedIn.json().role).toBe('applicant');
      const accepted = (await accountEvents(service)).find((event) => event.permission === 'invitation_accepted');
      expect(accepted!.context).toMatchObject({
        invitationId: created.id,
        refusal: 'passwordBeforeInvitation',
        role: 'applicant',
      });
      const listed = (await service.request({ method: 'GET', url: '/api/admin/invitations', headers: admin() })).json();
      expect(listed[0]).toMatchObject({ id: created.id, role: 'admin', status: 'accepted', acceptedRole: 'applicant' });

      await invite({ email: 'unknown@example.org', role: 'staff' });
      const headers = firstSignIn('unknown', 'unknown@example.org', true);
      service.identity.failing = true;
      const unchecked = await service.request({ method: 'POST', url: '/api/users/me', headers, payload: {} });
      expect(unchecked.json().role).toBe('applicant');
      expect(await service.count(sql`SELECT count(*) AS n FROM audit_logs WHERE type = 'role_change'`)).toBe(0);
    });

    it('leaves a withdrawn invitation withdrawn when its address signs in, and writes no acceptance', async () => {
      const created = (await invite({ email: 'gone@example.org', role: 'staff' })).json();
      await service.request({ method: 'DELETE', url: `/api/admin/invitations/${created.id}`, headers: admin() });
      await service.request({
        method: 'POST',
        url: '/api/users/me',
        headers: firstSignIn('gone', 'gone@example.org', true),
        payload: {},
      });
      const list = (await service.request({ method: 'GET', url: '/api/admin/invitations', headers: admin() })).json();
      expect(list[0]).toMatchObject({ id: created.id, status: 'revoked', acceptedBy: null });
      expect((await accountEvents(service)).map((event) => event.permission)).toEqual(['invited', 'invitation_revoked']);
    });

    it('answers two invitations to one address at once with one invitation and never a server error', async () => {
      const answers = await Promise.all([
        invite({ email: 'twice@example.org', role: 'alumni' }),
        invite({ email: 'twice@example.org', role: 'student' }),
      ]);
      for (const answer of answers) expect([201, 409], answer.body).toContain(answer.statusCode);
      expect(await service.count(sql`SELECT count(*) AS n FROM invitations WHERE revoked_at IS NULL`)).toBe(1);
    });

    it('gives the applicant role instead when the inviter may no longer assign the invited one', async () => {
      await invite({ email: 'fatou@example.org', role: 'admin' });
      await service.database.db.execute(sql`UPDATE users SET role = 'staff' WHERE uid = ${ADMIN}`);
      const signedIn = await service.request({
        method: 'POST',
        url: '/api/users/me',
        headers: firstSignIn('fatou', 'fatou@example.org', true),
        payload: {},
      });
      expect(signedIn.json().role).toBe('applicant');
      const [accepted] = (await accountEvents(service)).filter((event) => event.permission === 'invitation_accepted');
      expect(accepted!.context).toMatchObject({ role: 'applicant', invitedRole: 'admin', refusal: 'notAllowed' });
    });
  });
});
