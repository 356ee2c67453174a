import { beforeEach, expect, it } from 'vitest';
import { categoryRedirects, contentRedirects } from '../../db/schema.js';
import { describeOnEachBackend } from '../../testing/backends.js';
import { addPost, daysFrom } from '../../testing/fixtures.js';
import { useTestService } from '../../testing/useTestService.js';
import { addCategory } from '../posts/postFixtures.js';
import { NO_REDIRECT } from './findRedirect.js';

const NOW = new Date('2026-03-02T09:00:00.000Z');

describeOnEachBackend('public redirects', (backend) => {
  const service = useTestService(backend);
  beforeEach(() => service.setClock(NOW));

  const redirect = async (path: string | null) => {
    const response = await service.request({
      method: 'GET',
      url: `/api/public/redirect${path === null ? '' : `?path=${encodeURIComponent(path)}`}`,
    });
    return { status: response.statusCode, body: response.json() };
  };

  it('leads an old story address to the current one, only while the story is public', async () => {
    const out = await addPost(service, { slug: 'kigali-lab-days', publishedAt: daysFrom(NOW, -1) });
    const draft = await addPost(service, { slug: 'a-draft', status: 'draft' });
    const due = await addPost(service, { slug: 'tomorrow', status: 'scheduled', publishedAt: daysFrom(NOW, 1) });
    await service.database.db.insert(contentRedirects).values([
      { type: 'post', oldSlug: 'lab-days', contentId: out.id },
      { type: 'post', oldSlug: 'old-draft', contentId: draft.id },
      { type: 'post', oldSlug: 'old-tomorrow', contentId: due.id },
      { type: 'event', oldSlug: 'an-event', contentId: out.id },
    ]);
    expect(await redirect('/blog/lab-days')).toEqual({ status: 200, body: { to: '/blog/kigali-lab-days' } });
    for (const path of ['/blog/old-draft', '/blog/old-tomorrow', '/blog/an-event', '/blog/kigali-lab-days', '/blog/nothing']) {
      const answer = await redirect(path);
      expect(answer.status, path).toBe(404);
      expect(answer.body.error.message).toBe(NO_REDIRECT);
    }
    service.setClock(daysFrom(NOW, 2));
    expect((await redirect('/blog/old-tomorrow')).body).toEqual({ to: '/blog/tomorrow' });
  });

  it('leads an old category address to the renamed category', async () => {
    const category = await addCategory(service, 'Scholar stories');
    await service.database.db.insert(categoryRedirects).values({ oldSlug: 'scholars', categoryId: category.id });
    expect(await redirect('/blog?category=scholars')).toEqual({ status: 200, body: { to: '/blog?category=scholar-stories' } });
    expect((await redirect('/blog?category=scholar-stories')).status).toBe(404);
    expect((await redirect('/blog?category=unknown')).status).toBe(404);
  });

  it('answers addresses that could never have moved with 404, and a missing or huge one with 400 naming it', async () => {
    for (const path of ['/about', '/blog', '/blog/a/b', '/blog/%E0%A4%A', '/blog/Upper-Case', '/blog?category=%00', 'blog/x'])
      expect((await redirect(path)).status, path).toBe(404);
    for (const path of [null, '', `/blog/${'a'.repeat(400)}`]) {
      const answer = await redirect(path);
      expect(answer.status).toBe(400);
      expect(Object.keys(answer.body.error.fieldErrors)).toEqual(['path']);
    }
  });
});
