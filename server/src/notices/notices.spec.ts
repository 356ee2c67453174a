import { sql } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { describeOnEachBackend } from '../testing/backends.js';
import { daysFrom } from '../testing/fixtures.js';
import { useTestService } from '../testing/useTestService.js';
import { createNotice } from './createNotice.js';

const NOW = new Date('2026-05-02T09:00:00.000Z');

describeOnEachBackend('notices', (backend) => {
  const service = useTestService(backend);
  beforeEach(async () => {
    service.setClock(NOW);
    await service.addUser('amina', 'applicant');
    await service.addUser('bola', 'student');
  });

  const get = async (uid: string) =>
    (await service.request({ method: 'GET', url: '/api/notices', headers: service.as(uid) })).json();
  const read = (uid: string, id: string) =>
    service.request({ method: 'POST', url: `/api/notices/${id}/read`, headers: service.as(uid) });

  it('lists the caller’s own notices newest first, written inside the transaction that made the news', async () => {
    await service.database.db.transaction(async (tx) => {
      await createNotice(tx, { userId: 'amina', text: 'Older news.', now: daysFrom(NOW, -2) });
      await createNotice(tx, {
        userId: 'amina',
        text: 'A decision on your application to StepUp Scholars is ready.',
        link: '/applicant/applications/a1',
        now: daysFrom(NOW, -1),
      });
      await createNotice(tx, { userId: 'bola', text: 'Not for Amina.', now: NOW });
    });
    expect((await get('amina')).items).toEqual([
      {
        id: expect.any(String),
        text: 'A decision on your application to StepUp Scholars is ready.',
        link: '/applicant/applications/a1',
        createdAt: daysFrom(NOW, -1).toISOString(),
        readAt: null,
      },
      { id: expect.any(String), text: 'Older news.', link: null, createdAt: daysFrom(NOW, -2).toISOString(), readAt: null },
    ]);
    expect((await service.request({ method: 'GET', url: '/api/notices' })).statusCode).toBe(401);
  });

  it('leaves no notice when the transaction that made the news fails', async () => {
    await expect(
      service.database.db.transaction(async (tx) => {
        await createNotice(tx, { userId: 'amina', text: 'Never sent.', now: NOW });
        throw new Error('the release failed');
      }),
    ).rejects.toThrow('the release failed');
    expect((await get('amina')).items).toEqual([]);
  });

  it('marks an own notice read, keeps the first read time, and answers 404 for someone else’s', async () => {
    const notice = await createNotice(service.database.db, { userId: 'amina', text: 'News.', now: daysFrom(NOW, -1) });
    expect((await read('bola', notice.id)).statusCode).toBe(404);
    expect(await service.count(sql`SELECT count(*) AS n FROM notices WHERE read_at IS NOT NULL`)).toBe(0);
    expect((await read('amina', notice.id)).statusCode).toBe(204);
    service.setClock(daysFrom(NOW, 1));
    expect((await read('amina', notice.id)).statusCode).toBe(204);
    expect((await get('amina')).items[0].readAt).toBe(NOW.toISOString());
    expect((await read('amina', 'no-such-notice')).statusCode).toBe(404);
  });

  it('shows at most the latest 50', async () => {
    for (let i = 0; i < 55; i++)
      await createNotice(service.database.db, { userId: 'amina', text: `Notice ${i}`, now: daysFrom(NOW, -i) });
    const items = (await get('amina')).items;
    expect(items).toHaveLength(50);
    expect(items[0].text).toBe('Notice 0');
  });
});
