import { sql } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { RATE_LIMITED } from '../rateLimit/enforceRateLimits.js';
import { GUARD_DENIALS_PER_USER } from '../rateLimit/rules.js';
import { describeOnEachBackend } from '../testing/backends.js';
import { useTestService } from '../testing/useTestService.js';

const NOW = new Date('2026-04-01T10:00:00.000Z');

describeOnEachBackend('guard refusals reported by the shell', (backend) => {
  const service = useTestService(backend);
  beforeEach(async () => {
    service.setClock(NOW);
    await service.addUser('curious', 'applicant');
    await service.addUser('other', 'applicant');
  });

  const report = (uid: string, path: string, permission = 'manage_users') =>
    service.request({
      method: 'POST',
      url: '/api/audit-logs/permission-checks',
      headers: service.as(uid),
      payload: { permission, path },
    });
  const entries = (uid: string) =>
    service.count(sql`SELECT count(*) AS n FROM audit_logs WHERE type = 'permission_check' AND user_id = ${uid}`);

  it('records the same refusal once per ten minutes, however often it is reported', async () => {
    for (let i = 0; i < 5; i++) expect((await report('curious', '/admin/users')).statusCode).toBe(204);
    expect(await entries('curious')).toBe(1);
    expect((await report('curious', '/admin/programs', 'manage_program_settings')).statusCode).toBe(204);
    expect(await entries('curious')).toBe(2);
    service.setClock(new Date(NOW.getTime() + 10 * 60_000));
    await report('curious', '/admin/users');
    expect(await entries('curious')).toBe(3);
  });

  it('refuses a caller past the per-user limit with 429 and writes nothing more; others are unaffected', async () => {
    for (let i = 0; i < GUARD_DENIALS_PER_USER.limit; i++)
      expect((await report('curious', `/admin/users/${i}`)).statusCode).toBe(204);
    expect(await entries('curious')).toBe(GUARD_DENIALS_PER_USER.limit);
    const flooding = await report('curious', '/admin/users/one-more');
    expect(flooding.statusCode).toBe(429);
    expect(flooding.json().error.message).toBe(RATE_LIMITED);
    expect(await entries('curious')).toBe(GUARD_DENIALS_PER_USER.limit);
    expect((await report('other', '/admin/users')).statusCode).toBe(204);
    expect(await entries('other')).toBe(1);
  });
});
