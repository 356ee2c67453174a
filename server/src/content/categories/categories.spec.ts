import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { ContentChange } from '@sla/contract';
import { CONTENT_MESSAGES } from '@sla/contract/schemas';
import { CATEGORY_MESSAGES } from '@sla/contract/serviceMessages';
import { describeOnEachBackend } from '../../testing/backends.js';
import { addEvent, addPost } from '../../testing/fixtures.js';
import { useTestService } from '../../testing/useTestService.js';
import { addCategory } from '../posts/postFixtures.js';

const NOW = new Date('2026-03-02T09:00:00.000Z');
const EDITOR = 'editor-1';

describeOnEachBackend('content categories', (backend) => {
  const service = useTestService(backend);
  let changes: ContentChange[] = [];
  let stopListening = () => {};
  beforeEach(async () => {
    service.setClock(NOW);
    await service.addUser(EDITOR, 'content_editor', { displayName: 'Ada Editor' });
    changes = [];
    stopListening = service.ctx.changes.subscribe((change) => changes.push(change));
  });
  afterEach(() => stopListening());

  const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => {
    const response = await service.request({
      method,
      url: `/api${url}`,
      headers: service.as(EDITOR),
      ...(payload ? { payload } : {}),
    });
    return { status: response.statusCode, body: response.body ? response.json() : null };
  };
  const list = async () =>
    (await call('GET', '/content/categories')).body.items as { name: string; slug: string; postCount: number }[];
  const redirects = () =>
    service.rows(sql`SELECT old_slug AS "oldSlug", category_id AS "categoryId" FROM category_redirects ORDER BY old_slug`);

  it('lists categories in their order with how many posts of any status are in each (events do not count)', async () => {
    const news = await addCategory(service, 'News', { position: 2 });
    const research = await addCategory(service, 'Research', { position: 1 });
    await addPost(service, { slug: 'a', categoryId: news.id });
    await addPost(service, { slug: 'b', categoryId: news.id, status: 'draft' });
    await addPost(service, { slug: 'c', categoryId: news.id, status: 'archived' });
    await addEvent(service, { slug: 'e', eventStartsAt: NOW, categoryId: research.id });
    expect(await list()).toEqual([
      { id: research.id, name: 'Research', nameFr: '', slug: 'research', position: 1, postCount: 0 },
      { id: news.id, name: 'News', nameFr: '', slug: 'news', position: 2, postCount: 3 },
    ]);
  });

  it('creates a category last in the order, its address made from the name, and announces it', async () => {
    await addCategory(service, 'News', { position: 4 });
    const created = await call('POST', '/content/categories', { name: '  Élan & Science  ', nameFr: ' Élan et science ' });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(String),
      name: 'Élan & Science',
      nameFr: 'Élan et science',
      slug: 'elan-science',
      position: 5,
      postCount: 0,
    });
    expect(changes).toEqual([
      { kind: 'category', id: created.body.id, action: 'created', byName: 'Ada Editor', at: NOW.toISOString() },
    ]);
  });

  it('refuses a name another category has, or one making the same address, with 409 on the name', async () => {
    await addCategory(service, 'News');
    for (const name of ['News', 'news!']) {
      const refused = await call('POST', '/content/categories', { name });
      expect(refused.status).toBe(409);
      expect(refused.body.error.fieldErrors).toEqual({ name: CONTENT_MESSAGES.categoryNameTaken });
    }
    expect(await list()).toHaveLength(1);
    expect(changes).toEqual([]);
  });

  it('answers a missing name, or one with nothing to make an address from, with 400 naming the name', async () => {
    for (const [payload, message] of [
      [{}, 'Name the category.'],
      [{ name: '   ' }, 'Name the category.'],
      [{ name: '!!!' }, CATEGORY_MESSAGES.nameWithoutLetters],
      [{ name: 'x'.repeat(61) }, 'Keep it to 60 characters or fewer.'],
    ] as const) {
      const refused = await call('POST', '/content/categories', payload);
      expect(refused.status).toBe(400);
      expect(refused.body.error.fieldErrors).toEqual({ name: message });
    }
    expect(await list()).toEqual([]);
  });

  it('renames a category: its address follows, the old one keeps filtering /blog, and renaming back takes it back', async () => {
    const news = await addCategory(service, 'News');
    await addPost(service, { slug: 'story', categoryId: news.id });
    const renamed = await call('PUT', `/content/categories/${news.id}`, { name: 'Announcements' });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ id: news.id, name: 'Announcements', slug: 'announcements', postCount: 1 });
    expect(await redirects()).toEqual([{ oldSlug: 'news', categoryId: news.id }]);
    const byOldAddress = await service.request({ method: 'GET', url: '/api/public/posts?category=news' });
    expect(byOldAddress.json().items.map((post: { slug: string }) => post.slug)).toEqual(['story']);

    await call('PUT', `/content/categories/${news.id}`, { name: 'Updates' });
    expect(await redirects()).toEqual([
      { oldSlug: 'announcements', categoryId: news.id },
      { oldSlug: 'news', categoryId: news.id },
    ]);
    await call('PUT', `/content/categories/${news.id}`, { name: 'News' });
    expect(await redirects()).toEqual([
      { oldSlug: 'announcements', categoryId: news.id },
      { oldSlug: 'updates', categoryId: news.id },
    ]);
    expect(changes.map((change) => [change.kind, change.id, change.action])).toEqual([
      ['category', news.id, 'saved'],
      ['category', news.id, 'saved'],
      ['category', news.id, 'saved'],
    ]);
  });

  it('changes a French name alone without moving the address; refuses one too long on its field', async () => {
    const news = await addCategory(service, 'News');
    const saved = await call('PUT', `/content/categories/${news.id}`, { name: 'News', nameFr: 'Actualités' });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ name: 'News', nameFr: 'Actualités', slug: 'news' });
    expect(await redirects()).toEqual([]);
    const long = await call('PUT', `/content/categories/${news.id}`, { name: 'News', nameFr: 'é'.repeat(61) });
    expect(long.status).toBe(400);
    expect(Object.keys(long.body.error.fieldErrors)).toEqual(['nameFr']);
    expect((await list())[0]).toMatchObject({ nameFr: 'Actualités' });
  });

  it('gives a retired address to a new category that takes it', async () => {
    const news = await addCategory(service, 'News');
    await call('PUT', `/content/categories/${news.id}`, { name: 'Announcements' });
    const created = await call('POST', '/content/categories', { name: 'News' });
    expect(created.status).toBe(201);
    expect(await redirects()).toEqual([]);
  });

  it("refuses a rename to another category's name (409) and an unknown category (404), changing nothing", async () => {
    const news = await addCategory(service, 'News');
    await addCategory(service, 'Research');
    const taken = await call('PUT', `/content/categories/${news.id}`, { name: 'Research' });
    expect(taken.status).toBe(409);
    expect(taken.body.error.fieldErrors).toEqual({ name: CONTENT_MESSAGES.categoryNameTaken });
    const unknown = await call('PUT', '/content/categories/no-such-id', { name: 'Other' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe(CATEGORY_MESSAGES.notFound);
    expect((await list()).map((category) => category.name)).toEqual(['News', 'Research']);
    expect(await redirects()).toEqual([]);
  });

  it('reorders when given every category exactly once, and refuses any other list with 400', async () => {
    const a = await addCategory(service, 'A');
    const b = await addCategory(service, 'B');
    const c = await addCategory(service, 'C');
    for (const ids of [
      [a.id, b.id],
      [a.id, b.id, c.id, 'unknown'],
      [a.id, a.id, b.id],
      [a.id, b.id, 'unknown'],
    ]) {
      const refused = await call('PUT', '/content/categories-order', { ids });
      expect(refused.status).toBe(400);
      expect(refused.body.error.fieldErrors).toEqual({ ids: CATEGORY_MESSAGES.orderMismatch });
    }
    expect((await list()).map((category) => category.name)).toEqual(['A', 'B', 'C']);
    const reordered = await call('PUT', '/content/categories-order', { ids: [c.id, a.id, b.id] });
    expect(reordered.status).toBe(200);
    expect(
      reordered.body.items.map((category: { name: string; position: number }) => [category.name, category.position]),
    ).toEqual([
      ['C', 1],
      ['A', 2],
      ['B', 3],
    ]);
    expect(await list()).toEqual(reordered.body.items);
  });

  it('refuses to delete a category in use, until its posts are moved; then deletes it with its redirects', async () => {
    const news = await addCategory(service, 'News');
    const research = await addCategory(service, 'Research');
    await addPost(service, { slug: 'one', categoryId: news.id });
    await addPost(service, { slug: 'two', categoryId: news.id, status: 'draft' });
    await addPost(service, { slug: 'three', categoryId: research.id });
    await call('PUT', `/content/categories/${news.id}`, { name: 'Old news' });

    const refused = await call('DELETE', `/content/categories/${news.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe('2 posts are in this category. Move them to another category first.');

    const moved = await call('POST', `/content/categories/${news.id}/move-posts`, { toCategoryId: research.id });
    expect(moved.status).toBe(200);
    expect(moved.body.items.map((category: { name: string; postCount: number }) => [category.name, category.postCount])).toEqual([
      ['Old news', 0],
      ['Research', 3],
    ]);
    const deleted = await call('DELETE', `/content/categories/${news.id}`);
    expect(deleted.status).toBe(204);
    expect((await list()).map((category) => category.name)).toEqual(['Research']);
    expect(await redirects()).toEqual([]);
    expect(changes.map((change) => change.action)).toEqual(['saved', 'saved', 'deleted']);
  });

  it('says "1 post is" for one post in use', async () => {
    const news = await addCategory(service, 'News');
    await addPost(service, { slug: 'one', categoryId: news.id });
    expect((await call('DELETE', `/content/categories/${news.id}`)).body.error.message).toBe(
      '1 post is in this category. Move it to another category first.',
    );
  });

  it('refuses a move to an unknown or the same category (400 on toCategoryId) and from an unknown one (404)', async () => {
    const news = await addCategory(service, 'News');
    await addPost(service, { slug: 'one', categoryId: news.id });
    const unknownTarget = await call('POST', `/content/categories/${news.id}/move-posts`, { toCategoryId: 'nowhere' });
    expect(unknownTarget.status).toBe(400);
    expect(unknownTarget.body.error.fieldErrors).toEqual({ toCategoryId: CONTENT_MESSAGES.noSuchCategory });
    const same = await call('POST', `/content/categories/${news.id}/move-posts`, { toCategoryId: news.id });
    expect(same.status).toBe(400);
    expect(same.body.error.fieldErrors).toEqual({ toCategoryId: CATEGORY_MESSAGES.sameCategory });
    const missing = await call('POST', `/content/categories/${news.id}/move-posts`, {});
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.error.fieldErrors)).toEqual(['toCategoryId']);
    expect((await call('POST', '/content/categories/nowhere/move-posts', { toCategoryId: news.id })).status).toBe(404);
    expect((await call('DELETE', '/content/categories/nowhere')).status).toBe(404);
    expect((await list()).map((category) => category.postCount)).toEqual([1]);
  });
});
