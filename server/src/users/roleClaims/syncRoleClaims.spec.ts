import { eq, sql } from 'drizzle-orm';
import { beforeEach, expect, it, vi } from 'vitest';
import type { Role } from '@sla/permissions';
import { users } from '../../db/schema.js';
import { addApplication, addReviewProgram } from '../../review/testing/reviewFixtures.js';
import { describeOnEachBackend } from '../../testing/backends.js';
import type { TestService } from '../../testing/testService.js';
import { useTestService } from '../../testing/useTestService.js';
import { createRoleClaimSyncState, syncRoleClaims } from './syncRoleClaims.js';

const claimsRole = async (service: TestService, uid: string) => (await service.user(uid))!.claimsRole;

/** Every push on the bus, as [uid, role]. */
function pushesOf(service: TestService, uids: string[]): [string, Role | null][] {
  const heard: [string, Role | null][] = [];
  for (const uid of uids) service.ctx.roleChanges.subscribe(uid, (role) => heard.push([uid, role]));
  return heard;
}

const assignRole = (service: TestService, actingUid: string, uid: string, role: Role) =>
  service.request({ method: 'POST', url: `/api/users/${uid}/role`, headers: service.as(actingUid), payload: { role } });

describeOnEachBackend('syncRoleClaims: roles copied to Firebase custom claims', (backend) => {
  const service = useTestService(backend);
  beforeEach(async () => {
    // Both already in step with Firebase.
    await service.addUser('lead', 'admin', { claimsRole: 'admin' });
    await service.addUser('fatou', 'applicant', { claimsRole: 'applicant' });
  });

  it('sets the claim after a role change, records it, then pushes the role to that user only', async () => {
    const log = vi.fn();
    expect(await syncRoleClaims(service.ctx, undefined, { log })).toEqual({ synced: 0, failed: 0 });
    expect(service.identity.claims.size).toBe(0);

    expect((await assignRole(service, 'lead', 'fatou', 'student')).statusCode).toBe(200);
    expect(await claimsRole(service, 'fatou')).toBe('applicant');
    // Listening from here: no claim sync runs in this service, so the change itself was pushed at its commit.
    const pushes = pushesOf(service, ['lead', 'fatou']);
    expect(await syncRoleClaims(service.ctx, undefined, { log })).toEqual({ synced: 1, failed: 0 });
    expect([...service.identity.claims]).toEqual([['fatou', 'student']]);
    expect(await claimsRole(service, 'fatou')).toBe('student');
    expect(pushes).toEqual([['fatou', 'student']]);
    // Nothing left to do: the next run calls nobody.
    expect(await syncRoleClaims(service.ctx, undefined, { log })).toEqual({ synced: 0, failed: 0 });
    expect(log).not.toHaveBeenCalled();
  });

  it('logs a failure once, pushes the role anyway (once), and sets the claim on a later run', async () => {
    await service.database.db.update(users).set({ role: 'student' }).where(eq(users.uid, 'fatou'));
    const pushes = pushesOf(service, ['fatou']);
    const state = createRoleClaimSyncState();
    const log = vi.fn();
    service.identity.failing = true;
    try {
      for (let run = 0; run < 3; run++)
        expect(await syncRoleClaims(service.ctx, state, { log })).toEqual({ synced: 0, failed: 1 });
    } finally {
      service.identity.failing = false;
    }
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]![0]).toMatch(/could not set the role claim of fatou \(student\).*identity provider unreachable/);
    expect(pushes).toEqual([['fatou', 'student']]);
    expect(await claimsRole(service, 'fatou')).toBe('applicant');

    expect(await syncRoleClaims(service.ctx, state, { log })).toEqual({ synced: 1, failed: 0 });
    expect(service.identity.claims.get('fatou')).toBe('student');
    expect(await claimsRole(service, 'fatou')).toBe('student');
    // Pushed again now the claim is there, so the browser's refresh picks it up.
    expect(pushes).toEqual([
      ['fatou', 'student'],
      ['fatou', 'student'],
    ]);
    expect(log.mock.calls[1]![0]).toMatch(/set the role claim of fatou after earlier failures/);
    expect(state.failing.size).toBe(0);
  });

  it('does not record a claim as synced when the role changed again during the call, and catches up next run', async () => {
    await service.database.db.update(users).set({ role: 'student' }).where(eq(users.uid, 'fatou'));
    const pushes = pushesOf(service, ['fatou']);
    const setRoleClaim = service.identity.setRoleClaim;
    const spy = vi.spyOn(service.identity, 'setRoleClaim').mockImplementationOnce(async (uid, role) => {
      // An admin makes her alumni while Firebase is still answering for "student".
      await service.database.db.update(users).set({ role: 'alumni' }).where(eq(users.uid, uid));
      await setRoleClaim(uid, role);
    });
    try {
      expect(await syncRoleClaims(service.ctx)).toEqual({ synced: 1, failed: 0 });
      expect(service.identity.claims.get('fatou')).toBe('student');
      expect(await claimsRole(service, 'fatou')).toBe('applicant');
      expect(pushes).toEqual([]);

      expect(await syncRoleClaims(service.ctx)).toEqual({ synced: 1, failed: 0 });
      expect(service.identity.claims.get('fatou')).toBe('alumni');
      expect(await claimsRole(service, 'fatou')).toBe('alumni');
      expect(pushes).toEqual([['fatou', 'alumni']]);
    } finally {
      spy.mockRestore();
    }
  });

  it('copies a removed role as no claim, and leaves alone profiles with neither role nor claim', async () => {
    await service.addUser('no-role', null);
    await service.database.db.update(users).set({ role: null }).where(eq(users.uid, 'fatou'));
    const calls = vi.spyOn(service.identity, 'setRoleClaim');
    try {
      expect(await syncRoleClaims(service.ctx)).toEqual({ synced: 1, failed: 0 });
      expect(calls.mock.calls).toEqual([['fatou', null]]);
      expect(await claimsRole(service, 'fatou')).toBeNull();
      expect(await syncRoleClaims(service.ctx)).toEqual({ synced: 0, failed: 0 });
    } finally {
      calls.mockRestore();
    }
  });

  it('works through a backlog (every user, after the migration) newest first, in batches', async () => {
    for (let n = 1; n <= 5; n++) await service.addUser(`member-${n}`, 'alumni');
    const calls = vi.spyOn(service.identity, 'setRoleClaim');
    try {
      expect(await syncRoleClaims(service.ctx, undefined, { batchSize: 2 })).toEqual({ synced: 5, failed: 0 });
      // Four at once within a batch, so only batches keep their order.
      const batches = [0, 2, 4].map((start) => new Set(calls.mock.calls.slice(start, start + 2).map(([uid]) => uid)));
      expect(batches).toEqual([new Set(['member-5', 'member-4']), new Set(['member-3', 'member-2']), new Set(['member-1'])]);
      expect(await service.count(sql`SELECT count(*) AS n FROM users WHERE claims_role IS DISTINCT FROM role`)).toBe(0);
    } finally {
      calls.mockRestore();
    }
  });

  it('ends a run at a batch where every call fails (Firebase is down), leaving the rest for the next', async () => {
    for (let n = 1; n <= 5; n++) await service.addUser(`member-${n}`, 'alumni');
    const calls = vi.spyOn(service.identity, 'setRoleClaim');
    service.identity.failing = true;
    try {
      expect(await syncRoleClaims(service.ctx, undefined, { batchSize: 2, log: () => {} })).toEqual({ synced: 0, failed: 2 });
      expect(calls).toHaveBeenCalledTimes(2);
    } finally {
      service.identity.failing = false;
      calls.mockRestore();
    }
  });
});

describeOnEachBackend('role claims set at once after every role change', (backend) => {
  const service = useTestService(backend, { syncRoleClaims: true });
  beforeEach(async () => {
    await service.addUser('lead', 'admin', { claimsRole: 'admin' });
    await service.addUser('kwame', 'staff', { claimsRole: 'staff' });
    await service.addUser('fatou', 'applicant', { claimsRole: 'applicant' });
  });

  /** Waits (under 5 s: the promise to a signed-in browser) until Firebase holds `role` for `uid` and it is recorded. */
  const claimArrives = (uid: string, role: Role) =>
    vi.waitFor(
      async () => {
        expect(service.identity.claims.get(uid)).toBe(role);
        expect(await claimsRole(service, uid)).toBe(role);
      },
      { timeout: 5000, interval: 20 },
    );

  it('after an assignment on /admin/users', async () => {
    expect((await assignRole(service, 'lead', 'fatou', 'alumni')).statusCode).toBe(200);
    await claimArrives('fatou', 'alumni');
  });

  it('after a new profile is created at sign-up', async () => {
    const created = await service.request({ method: 'POST', url: '/api/users/me', headers: service.as('newcomer'), payload: {} });
    expect(created.statusCode).toBe(201);
    await claimArrives('newcomer', 'applicant');
  });

  it("after an admin's acceptance is released", async () => {
    const programId = (await addReviewProgram(service, 'stepup')).id;
    const { id } = await addApplication(service, { userId: 'fatou', programId, status: 'under_review' });
    const decided = await service.request({
      method: 'POST',
      url: `/api/review/applications/${id}/decision`,
      headers: service.as('lead'),
      payload: { decision: 'accepted' },
    });
    expect(decided.json()).toMatchObject({ studentRole: 'assigned' });
    await claimArrives('fatou', 'student');
  });

  it("after an admin assigns the student role a staff member's acceptance could not", async () => {
    const programId = (await addReviewProgram(service, 'stepup')).id;
    const { id } = await addApplication(service, { userId: 'fatou', programId, status: 'under_review' });
    const decided = await service.request({
      method: 'POST',
      url: `/api/review/applications/${id}/decision`,
      headers: service.as('kwame'),
      payload: { decision: 'accepted' },
    });
    expect(decided.json()).toMatchObject({ studentRole: 'refused' });
    const kick = vi.spyOn(service.ctx.roleClaims, 'changed');
    try {
      const assigned = await service.request({
        method: 'POST',
        url: `/api/review/applications/${id}/student-role`,
        headers: service.as('lead'),
      });
      expect(assigned.statusCode, assigned.body).toBe(200);
      expect(kick.mock.calls).toEqual([['fatou', 'student']]);
    } finally {
      kick.mockRestore();
    }
    await claimArrives('fatou', 'student');
  });

  it('not after a refused change', async () => {
    const kick = vi.spyOn(service.ctx.roleClaims, 'changed');
    try {
      expect((await assignRole(service, 'kwame', 'fatou', 'student')).statusCode).toBe(403);
      expect(kick).not.toHaveBeenCalled();
    } finally {
      kick.mockRestore();
    }
  });
});
