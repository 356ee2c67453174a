import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeOnEachBackend } from '../testing/backends.js';
import { startTestService, type TestService } from '../testing/testService.js';

describeOnEachBackend('listing users and audit entries', (backend) => {
  let service: TestService;
  const admin = () => service.as('lister');
  const list = async (url: string) => {
    const response = await service.request({ method: 'GET', url, headers: admin() });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  beforeAll(async () => {
    service = await startTestService(backend);
    await service.addUser('lister', 'admin', { displayName: 'Lister Admin' });
    for (let i = 1; i <= 60; i++) {
      const role = i % 3 === 0 ? 'student' : i % 10 === 0 ? null : 'applicant';
      await service.addUser(`u-${String(i).padStart(2, '0')}`, role, {
        displayName: i === 7 ? 'Zoë 50%_Done' : `Person ${i}`,
        email: `p${i}@example.org`,
      });
    }
  });
  afterAll(() => service?.close());

  it('walks every user newest first with keyset pages, none twice, none missed', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { items: { uid: string; createdAt: string }[]; nextCursor: string | null } = await list(
        `/api/users?limit=7${cursor ? `&cursor=${cursor}` : ''}`,
      );
      seen.push(...page.items.map((user) => user.uid));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(61);
    expect(new Set(seen).size).toBe(61);
    expect(seen[0]).toBe('u-60');
    expect(seen.at(-1)).toBe('lister');
  });

  it('pages 25 at a time by default', async () => {
    const page = await list('/api/users');
    expect(page.items).toHaveLength(25);
    expect(page.nextCursor).toEqual(expect.any(String));
  });

  it('searches names and e-mails, case-insensitively, with % and _ taken literally', async () => {
    expect((await list('/api/users?search=PERSON%205')).items.map((u: { uid: string }) => u.uid)).toEqual([
      'u-59',
      'u-58',
      'u-57',
      'u-56',
      'u-55',
      'u-54',
      'u-53',
      'u-52',
      'u-51',
      'u-50',
      'u-05',
    ]);
    expect((await list('/api/users?search=p12%40example')).items.map((u: { uid: string }) => u.uid)).toEqual(['u-12']);
    expect((await list('/api/users?search=50%25_')).items.map((u: { uid: string }) => u.uid)).toEqual(['u-07']);
  });

  it('filters by role, and by "none" for profiles without one', async () => {
    const students = await list('/api/users?role=student&limit=100');
    expect(students.items).toHaveLength(20);
    expect(students.items.every((user: { role: string }) => user.role === 'student')).toBe(true);
    const roleless = await list('/api/users?role=none&limit=100');
    expect(roleless.items.map((u: { uid: string }) => u.uid)).toEqual(['u-50', 'u-40', 'u-20', 'u-10']);
  });

  it('refuses a bad page size, role or cursor with 400', async () => {
    for (const url of [
      '/api/users?limit=0',
      '/api/users?limit=1000',
      '/api/users?role=king',
      '/api/users?cursor=garbage',
      '/api/audit-logs?cursor=garbage',
    ]) {
      const response = await service.request({ method: 'GET', url, headers: admin() });
      expect(response.statusCode, url).toBe(400);
      expect(Object.keys(response.json().error.fieldErrors)).toHaveLength(1);
    }
  });

  it('lists audit entries newest first, 50 by default, for one user when asked', async () => {
    for (let i = 1; i <= 55; i++) {
      const response = await service.request({
        method: 'POST',
        url: `/api/users/u-${i % 2 ? '01' : '02'}/role`,
        headers: admin(),
        payload: { role: i % 4 < 2 ? 'student' : 'applicant', reason: `change ${i}` },
      });
      expect(response.statusCode).toBe(200);
    }
    const first = await list('/api/audit-logs');
    expect(first.items).toHaveLength(50);
    expect(first.items[0].reason).toBe('change 55');
    const stamps = first.items.map((entry: { timestamp: string }) => Date.parse(entry.timestamp));
    expect([...stamps].sort((a, b) => b - a)).toEqual(stamps);
    const rest = await list(`/api/audit-logs?cursor=${first.nextCursor}`);
    expect(rest.items.map((entry: { reason: string }) => entry.reason)).toEqual([
      'change 5',
      'change 4',
      'change 3',
      'change 2',
      'change 1',
    ]);
    expect(rest.nextCursor).toBeNull();
    const forOne = await list('/api/audit-logs?userId=u-02&limit=100');
    expect(forOne.items).toHaveLength(27);
    expect(forOne.items.every((entry: { userId: string }) => entry.userId === 'u-02')).toBe(true);
  });
});
