import { eq, sql } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import type { StaffApplication } from '@sla/contract';
import { applications } from '../db/schema.js';
import { describeOnEachBackend } from '../testing/backends.js';
import { mailIn } from '../testing/outbox.js';
import { useTestService } from '../testing/useTestService.js';
import { startBackgroundWork } from '../backgroundWork.js';
import { outboxOnlyTransport } from '../mail/transports/outboxOnly.js';
import { releaseDueDecisions } from './releaseDueDecisions.js';
import { addApplication, addReviewProgram, permissionChecks, reviewSnapshot } from './testing/reviewFixtures.js';

const NOW = new Date(Date.UTC(2026, 3, 1, 9, 0));
const NEXT_WEEK = new Date(Date.UTC(2026, 3, 8, 9, 0));
const later = (at: Date, minutes: number) => new Date(at.getTime() + minutes * 60_000);

describeOnEachBackend('decisions and their release', (backend) => {
  let programId: string;
  let appId: string;

  const service = useTestService(backend);
  beforeEach(async () => {
    service.setClock(NOW);
    await service.addUser('lead', 'admin', { displayName: 'Amina Okafor' });
    await service.addUser('kwame', 'staff', { displayName: 'Kwame Mensah' });
    await service.addUser('fatou', 'applicant', { displayName: 'Fatou Diallo', email: 'fatou@example.org' });
    programId = (await addReviewProgram(service, 'stepup', { name: 'StepUp Scholars' })).id;
    appId = (await addApplication(service, { userId: 'fatou', programId, status: 'under_review' })).id;
  });

  const decide = (uid: string, payload: object, id = appId) =>
    service.request({ method: 'POST', url: `/api/review/applications/${id}/decision`, headers: service.as(uid), payload });
  const application = async (id = appId) =>
    (await service.database.db.select().from(applications).where(eq(applications.id, id)))[0];
  const eventTypes = async (id = appId) =>
    (await service.rows(sql`SELECT type FROM application_events WHERE application_id = ${id} ORDER BY id`)).map(
      (event) => event.type,
    );
  const notices = () => service.rows(sql`SELECT user_id AS "userId", text, link FROM notices ORDER BY created_at, id`);
  const roleChanges = () =>
    service.rows(
      sql`SELECT user_id AS "userId", previous_role AS "previousRole", new_role AS "newRole", changed_by AS "changedBy", reason FROM audit_logs WHERE type = 'role_change'`,
    );

  it('records a decision for later release: the applicant learns nothing before its time', async () => {
    const response = await decide('lead', { decision: 'accepted', releaseAt: NEXT_WEEK.toISOString() });
    expect(response.statusCode, response.body).toBe(200);
    const staffView: StaffApplication = response.json();
    expect(staffView).toMatchObject({
      status: 'decided',
      decision: 'accepted',
      decisionReleaseAt: NEXT_WEEK.toISOString(),
      studentRole: 'awaiting_release',
    });
    expect(staffView.timeline.at(-1)!.text).toBe('Decision recorded: accepted, to be released 2026-04-08 09:00 UTC');
    expect(await application()).toMatchObject({ decidedBy: 'lead', releasedAt: null, studentRole: 'awaiting_release' });

    // Still time to change one's mind; the release date moves with it.
    expect(
      (await decide('lead', { decision: 'waitlisted', releaseAt: later(NEXT_WEEK, 60).toISOString() })).json().decision,
    ).toBe('waitlisted');
    expect(await releaseDueDecisions(service.ctx)).toBe(0);
    expect(await notices()).toEqual([]);
    expect(await mailIn(service)).toEqual([]);
    expect(await eventTypes()).toEqual(['decision_recorded', 'decision_recorded']);
  });

  it('releases when the time comes: timeline, notice, e-mail, once', async () => {
    await decide('lead', { decision: 'rejected', releaseAt: NEXT_WEEK.toISOString() });
    service.setClock(later(NEXT_WEEK, -1));
    expect(await releaseDueDecisions(service.ctx)).toBe(0);
    service.setClock(later(NEXT_WEEK, 1));
    expect(await releaseDueDecisions(service.ctx)).toBe(1);
    expect(await releaseDueDecisions(service.ctx)).toBe(0);

    expect(await application()).toMatchObject({
      status: 'decided',
      releasedAt: later(NEXT_WEEK, 1),
      studentRole: 'not_applicable',
    });
    const released = (
      await service.rows(
        sql`SELECT detail, actor_uid FROM application_events WHERE application_id = ${appId} AND type = 'decision_released'`,
      )
    )[0];
    expect(released).toMatchObject({ actor_uid: 'lead', detail: { decision: 'rejected', text: 'Decision: rejected' } });
    expect(await notices()).toEqual([
      {
        userId: 'fatou',
        text: 'The decision on your StepUp Scholars application is ready: we cannot offer you a place this time.',
        link: `/applicant/applications/${appId}`,
      },
    ]);
    const mail = await mailIn(service);
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({
      kind: 'decision_released',
      to: 'fatou@example.org',
      subject: 'Your application to StepUp Scholars',
    });
    expect(mail[0]!.text).toContain('Dear Fatou Diallo,');
    expect(mail[0]!.text).toContain(`http://localhost:4200/applicant/applications/${appId}`);
    expect(await roleChanges()).toEqual([]);

    // A released decision is final.
    const change = await decide('lead', { decision: 'accepted' });
    expect(change.statusCode).toBe(409);
    expect(change.json().error.message).toBe('The decision on this application has already been released and cannot be changed.');
  });

  it("makes an admin's accepted applicant a student, through role assignment, at once when due now", async () => {
    const response = await decide('lead', { decision: 'accepted' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'decided',
      decision: 'accepted',
      studentRole: 'assigned',
      studentRoleMessage: null,
    });
    expect((await service.user('fatou'))!.role).toBe('student');
    expect(await roleChanges()).toEqual([
      {
        userId: 'fatou',
        previousRole: 'applicant',
        newRole: 'student',
        changedBy: 'lead',
        reason: 'Accepted to StepUp Scholars',
      },
    ]);
    expect(await eventTypes()).toEqual(['decision_recorded', 'decision_released', 'student_role_assigned']);
    expect((await notices())[0]!.text).toBe('Congratulations! You have been accepted to StepUp Scholars.');
    expect((await mailIn(service))[0]!.subject).toBe('Congratulations: you have a place in StepUp Scholars');
  });

  it("refuses the student role on a staff member's acceptance with the role assignment's message, until an admin assigns it", async () => {
    await decide('kwame', { decision: 'accepted', releaseAt: NEXT_WEEK.toISOString() });
    service.setClock(NEXT_WEEK);
    expect(await releaseDueDecisions(service.ctx)).toBe(1);
    expect(await application()).toMatchObject({
      releasedAt: NEXT_WEEK,
      studentRole: 'refused',
      studentRoleMessage: 'Insufficient permissions to assign this role',
    });
    expect((await service.user('fatou'))!.role).toBe('applicant');
    expect(await roleChanges()).toEqual([]);
    expect(await permissionChecks(service, 'kwame')).toBe(1);
    // The applicant still hears of the acceptance.
    expect(await notices()).toHaveLength(1);
    expect(await mailIn(service)).toHaveLength(1);

    // Staff cannot assign it themselves (manage_roles); an admin can.
    expect(
      (
        await service.request({
          method: 'POST',
          url: `/api/review/applications/${appId}/student-role`,
          headers: service.as('kwame'),
        })
      ).statusCode,
    ).toBe(403);
    const assigned = await service.request({
      method: 'POST',
      url: `/api/review/applications/${appId}/student-role`,
      headers: service.as('lead'),
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json()).toMatchObject({ studentRole: 'assigned', studentRoleMessage: null });
    expect((await service.user('fatou'))!.role).toBe('student');
    expect(await roleChanges()).toEqual([
      {
        userId: 'fatou',
        previousRole: 'applicant',
        newRole: 'student',
        changedBy: 'lead',
        reason: 'Accepted to StepUp Scholars',
      },
    ]);
    const again = await service.request({
      method: 'POST',
      url: `/api/review/applications/${appId}/student-role`,
      headers: service.as('lead'),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('This applicant already has the student role.');
  });

  it('keeps the role refusal when the transition itself is invalid, and says so', async () => {
    await service.database.db.execute(sql`UPDATE users SET role = 'staff' WHERE uid = 'fatou'`);
    expect((await decide('lead', { decision: 'accepted' })).json()).toMatchObject({
      studentRole: 'refused',
      studentRoleMessage: 'Invalid role transition',
    });
    expect((await service.user('fatou'))!.role).toBe('staff');
  });

  it('assigns the student role only to accepted, released applications', async () => {
    await decide('lead', { decision: 'waitlisted' });
    const response = await service.request({
      method: 'POST',
      url: `/api/review/applications/${appId}/student-role`,
      headers: service.as('lead'),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(
      'Only an accepted applicant whose decision has been released can be made a student here.',
    );
  });

  it('refuses invalid changes with the state machine’s 409 and changes nothing; a draft is not there at all', async () => {
    for (const [status, code, message] of [
      ['withdrawn', 409, 'This application was withdrawn, so it cannot be decided.'],
      // A draft is the applicant's own business until submitted: staff get the same 404 as for no application.
      ['draft', 404, 'No such application.'],
    ] as const) {
      await service.database.db.execute(sql`UPDATE applications SET status = ${status} WHERE id = ${appId}`);
      const before = await reviewSnapshot(service);
      const response = await decide('lead', { decision: 'accepted' });
      expect(response.statusCode).toBe(code);
      expect(response.json().error.message).toBe(message);
      expect(await reviewSnapshot(service)).toBe(before);
    }
    const bad = await decide('lead', { decision: 'maybe', releaseAt: 'next tuesday' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fieldErrors).sort()).toEqual(['decision', 'releaseAt']);
    expect((await decide('lead', { decision: 'accepted' }, 'unknown')).statusCode).toBe(404);
  });

  it('does not release a decision on an application withdrawn before its release', async () => {
    await decide('lead', { decision: 'accepted', releaseAt: NEXT_WEEK.toISOString() });
    await service.database.db.execute(sql`UPDATE applications SET status = 'withdrawn' WHERE id = ${appId}`);
    service.setClock(NEXT_WEEK);
    expect(await releaseDueDecisions(service.ctx)).toBe(0);
    expect(await notices()).toEqual([]);
  });

  it('decides in bulk, each application on its own, reporting what it refused and why', async () => {
    await service.addUser('amara', 'applicant');
    await service.addUser('bilal', 'applicant');
    await service.addUser('ciku', 'applicant');
    const submitted = await addApplication(service, { userId: 'amara', programId });
    const withdrawn = await addApplication(service, { userId: 'bilal', programId, status: 'withdrawn' });
    const released = await addApplication(service, {
      userId: 'ciku',
      programId,
      status: 'decided',
      decision: 'accepted',
      decidedBy: 'lead',
      decisionReleaseAt: NOW,
      releasedAt: NOW,
    });
    const response = await service.request({
      method: 'POST',
      url: '/api/review/decisions',
      headers: service.as('kwame'),
      payload: {
        decision: 'waitlisted',
        releaseAt: NEXT_WEEK.toISOString(),
        applicationIds: [appId, withdrawn.id, submitted.id, released.id, 'missing', appId],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      decided: [appId, submitted.id],
      refused: [
        { id: withdrawn.id, message: 'This application was withdrawn, so it cannot be decided.' },
        { id: released.id, message: 'The decision on this application has already been released and cannot be changed.' },
        { id: 'missing', message: 'No such application.' },
      ],
    });
    expect(await application(submitted.id)).toMatchObject({ status: 'decided', decision: 'waitlisted', decidedBy: 'kwame' });
    expect(await application(withdrawn.id)).toMatchObject({ status: 'withdrawn', decision: null });
    expect(await application(released.id)).toMatchObject({ decision: 'accepted' });

    const tooMany = await service.request({
      method: 'POST',
      url: '/api/review/decisions',
      headers: service.as('kwame'),
      payload: { decision: 'rejected', applicationIds: Array.from({ length: 501 }, (_, i) => `a${i}`) },
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.fieldErrors.applicationIds).toBe('At most 500 at a time.');
  });

  it('releases a bulk decision due now in the same request', async () => {
    const response = await service.request({
      method: 'POST',
      url: '/api/review/decisions',
      headers: service.as('lead'),
      payload: { decision: 'accepted', applicationIds: [appId] },
    });
    expect(response.json().decided).toEqual([appId]);
    expect(await application()).toMatchObject({ releasedAt: NOW, studentRole: 'assigned' });
    expect((await service.user('fatou'))!.role).toBe('student');
  });

  it('is released by the background work once its time has come', async () => {
    await decide('lead', { decision: 'waitlisted', releaseAt: NEXT_WEEK.toISOString() });
    service.setClock(NEXT_WEEK);
    const background = startBackgroundWork(service.ctx, outboxOnlyTransport);
    try {
      // The release job runs at once when the work starts, then every 30 seconds.
      await expect.poll(async () => (await application())!.releasedAt, { timeout: 10_000 }).toEqual(NEXT_WEEK);
    } finally {
      await background.stop();
    }
    expect(await notices()).toHaveLength(1);
  });
});
