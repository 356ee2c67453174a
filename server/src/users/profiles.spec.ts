import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeOnEachBackend } from '../testing/backends.js';
import { useTestService } from '../testing/useTestService.js';

describeOnEachBackend('profiles', (backend) => {
  const service = useTestService(backend);

  const createMine = (uid: string, payload: object, email?: string) =>
    service.request({ method: 'POST', url: '/api/users/me', headers: service.as(uid, email), payload });

  it('creates a profile as applicant whatever role is asked for, keeping the request for staff', async () => {
    const response = await createMine('newcomer', { displayName: 'Ama Mensah', requestedRole: 'admin' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      uid: 'newcomer',
      role: 'applicant',
      requestedRole: 'admin',
      displayName: 'Ama Mensah',
    });
  });

  it('stamps createdAt and updatedAt on create, and only updatedAt on update', async () => {
    const created = (await createMine('stamped', { displayName: 'First' })).json();
    expect(created.createdAt).toBe(created.updatedAt);
    await new Promise((resolve) => setTimeout(resolve, 15));
    const updated = (
      await service.request({
        method: 'PATCH',
        url: '/api/users/me',
        headers: service.as('stamped'),
        payload: { displayName: 'Second' },
      })
    ).json();
    expect(updated.createdAt).toBe(created.createdAt);
    expect(Date.parse(updated.updatedAt)).toBeGreaterThan(Date.parse(created.updatedAt));
    expect(updated.displayName).toBe('Second');
  });

  it('falls back to the e-mail, then "User", for the display name', async () => {
    expect((await createMine('with-email', {}, 'kofi@example.org')).json().displayName).toBe('kofi@example.org');
    const noEmail = await service.request({
      method: 'POST',
      url: '/api/users/me',
      headers: service.as('no-email', null),
      payload: {},
    });
    expect(noEmail.statusCode).toBe(201);
    expect(noEmail.json()).toMatchObject({ displayName: 'User', email: null });
  });

  it('is idempotent: a second create returns the existing profile unchanged, also when sent twice at once', async () => {
    const [a, b] = await Promise.all([createMine('twice', { displayName: 'One' }), createMine('twice', { displayName: 'Two' })]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(a.json().displayName).toBe(b.json().displayName);
    expect(await service.count(sql`SELECT count(*) AS n FROM users WHERE uid = 'twice'`)).toBe(1);
  });

  it("shows someone else's profile only with view_all_users; to others it does not exist, and the refusal is audited", async () => {
    for (const [uid, role] of [
      ['other', 'applicant'],
      ['nosy', 'applicant'],
      ['lead', 'staff'],
    ] as const)
      await service.addUser(uid, role);
    const read = (uid: string) => service.request({ method: 'GET', url: '/api/users/other', headers: service.as(uid) });
    const refusals = () =>
      service.rows(
        sql`SELECT user_id AS "userId", permission, context FROM audit_logs WHERE type = 'permission_check' AND granted = false ORDER BY id`,
      );

    expect((await read('lead')).json()).toMatchObject({ uid: 'other' });
    const refused = await read('nosy');
    expect([refused.statusCode, refused.json().error.message]).toEqual([404, 'No such user.']);
    expect(await refusals()).toEqual([
      { userId: 'nosy', permission: 'view_all_users', context: { source: 'server', action: 'get_user', uid: 'other' } },
    ]);
  });

  it('refuses bad input with 400 and a message per field, losing nothing saved', async () => {
    await createMine('careful', { displayName: 'Careful Person' });
    const response = await service.request({
      method: 'PATCH',
      url: '/api/users/me',
      headers: service.as('careful'),
      payload: { displayName: '   ' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fieldErrors).toEqual({ displayName: 'Enter a name.' });
    expect((await service.user('careful'))!.displayName).toBe('Careful Person');
    const tooLong = await createMine('long', { displayName: 'x'.repeat(81), requestedRole: 'wizard' });
    expect(tooLong.statusCode).toBe(400);
    expect(Object.keys(tooLong.json().error.fieldErrors).sort()).toEqual(['displayName', 'requestedRole']);
  });

  it.each([
    ['not JSON', '{oops', 'application/json', 400, /not valid JSON/],
    ['the wrong content type', 'displayName=x', 'application/x-www-form-urlencoded', 415, /JSON/],
    ['a JSON array', '[1,2]', 'application/json', 400, /attention|not valid/],
    ['too large', JSON.stringify({ displayName: 'x'.repeat(70_000) }), 'application/json', 413, /too large/],
  ])('answers %s with a clear 4xx', async (_what, payload, type, status, message) => {
    const response = await service.request({
      method: 'POST',
      url: '/api/users/me',
      headers: { ...service.as('bad-body'), 'content-type': type },
      payload,
    });
    expect(response.statusCode).toBe(status);
    expect(response.json().error.message).toMatch(message);
  });
});
