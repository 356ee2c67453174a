import { beforeEach, expect, it } from 'vitest';
import { describeOnEachBackend } from '../testing/backends.js';
import { addPost, addProgram, daysFrom } from '../testing/fixtures.js';
import { useTestService } from '../testing/useTestService.js';
import { addCategory } from '../content/posts/postFixtures.js';
import { STATIC_PAGES } from './publicPaths.js';

const NOW = new Date('2026-03-02T09:00:00.000Z');

describeOnEachBackend('sitemap and feed data', (backend) => {
  const service = useTestService(backend);
  beforeEach(async () => {
    service.setClock(NOW);
  });

  const get = async (url: string) => (await service.request({ method: 'GET', url })).json();

  it('lists every public page, programme and published story with its last change', async () => {
    await addProgram(service, { slug: 'stepup-scholars', updatedAt: daysFrom(NOW, -20) });
    await addProgram(service, { slug: 'hidden-draft', status: 'draft' });
    await addPost(service, { slug: 'edited-later', publishedAt: daysFrom(NOW, -10), updatedAt: daysFrom(NOW, -2) });
    // Written long ago, scheduled, and out since yesterday: it changed when it appeared.
    await addPost(service, {
      slug: 'scheduled',
      status: 'scheduled',
      publishedAt: daysFrom(NOW, -1),
      updatedAt: daysFrom(NOW, -30),
    });
    await addPost(service, { slug: 'not-yet', status: 'scheduled', publishedAt: daysFrom(NOW, 1) });
    await addPost(service, { slug: 'a-draft', status: 'draft' });
    const { items } = await get('/api/public/sitemap-entries');
    const byPath = Object.fromEntries(
      items.map((entry: { path: string; lastmod: string | null }) => [entry.path, entry.lastmod]),
    );
    expect(Object.keys(byPath)).toEqual([...STATIC_PAGES, '/programs/stepup-scholars', '/blog/scheduled', '/blog/edited-later']);
    expect(byPath).toMatchObject({
      '/': daysFrom(NOW, -1).toISOString(),
      '/blog': daysFrom(NOW, -1).toISOString(),
      '/about': null,
      '/programs/stepup-scholars': daysFrom(NOW, -20).toISOString(),
      '/blog/scheduled': daysFrom(NOW, -1).toISOString(),
      '/blog/edited-later': daysFrom(NOW, -2).toISOString(),
    });
  });

  it('gives the latest 20 published stories for the feed, newest first', async () => {
    const research = await addCategory(service, 'Research');
    for (let i = 1; i <= 23; i++)
      await addPost(service, { slug: `story-${i}`, categoryId: i % 2 ? research.id : null, publishedAt: daysFrom(NOW, -i) });
    await addPost(service, { slug: 'a-draft', status: 'draft' });
    const { items } = await get('/api/public/feed');
    expect(items).toHaveLength(20);
    expect(items[0]).toEqual({
      title: 'Story story-1',
      slug: 'story-1',
      path: '/blog/story-1',
      summary: 'About story-1',
      authorName: 'Test Author',
      category: 'Research',
      publishedAt: daysFrom(NOW, -1).toISOString(),
      updatedAt: daysFrom(NOW, -1).toISOString(),
    });
    expect(items.at(-1).slug).toBe('story-20');
  });
});
