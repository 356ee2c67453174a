import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import type { ContentChange } from '@sla/contract';
import { CONTENT_MESSAGES } from '@sla/contract/schemas';
import { media, storySubmissions } from '../../db/schema.js';
import { describeOnEachBackend } from '../../testing/backends.js';
import { addPost, daysFrom } from '../../testing/fixtures.js';
import { useTestService } from '../../testing/useTestService.js';
import { publishDueContent } from '../publishDueContent.js';
import { addCategory } from './postFixtures.js';

const NOW = new Date('2026-03-02T09:00:00.000Z');
const EDITOR = 'editor-ama';
const OTHER = 'editor-kofi';
const MINUTE = 60_000;

describeOnEachBackend('editor posts', (backend) => {
  const service = useTestService(backend);
  let changes: ContentChange[] = [];
  let stopListening = () => {};
  beforeEach(async () => {
    service.setClock(NOW);
    await service.addUser(EDITOR, 'content_editor', { displayName: 'Ama Mensah' });
    await service.addUser(OTHER, 'content_editor', { displayName: 'Kofi Boateng' });
    stopListening();
    changes = [];
    stopListening = service.ctx.changes.subscribe((change) => changes.push(change));
  });

  const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, as = EDITOR) => {
    const response = await service.request({ method, url, headers: service.as(as), ...(payload ? { payload } : {}) });
    return { status: response.statusCode, body: response.body ? response.json() : null };
  };
  const create = async (fields: object, as = EDITOR) => {
    const response = await call('POST', '/api/content/posts', fields, as);
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return response.body;
  };
  const later = (minutes: number) => service.setClock(new Date(NOW.getTime() + minutes * MINUTE));
  const postRow = async (id: string) => (await service.rows(sql`SELECT * FROM content WHERE id = ${id}`))[0];
  const versionCount = (id: string) => service.count(sql`SELECT count(*) AS n FROM content_versions WHERE subject_id = ${id}`);
  const addImage = async () => {
    const id = randomUUID();
    await service.database.db.insert(media).values({
      id,
      fileName: 'lab.png',
      contentType: 'image/png',
      width: 1600,
      height: 900,
      size: 3,
      original: Buffer.from('png'),
      uploadedBy: EDITOR,
      createdAt: NOW,
    });
    return id;
  };

  it('creates a draft with an address from its title, its first version and who wrote it; visitors do not see it', async () => {
    const research = await addCategory(service, 'Research');
    const cover = await addImage();
    const post = await create({
      title: "Éléonore's first week!",
      summary: 'Six weeks in a lab.',
      categoryId: research.id,
      authorName: 'Éléonore',
      coverImage: { mediaId: cover, url: `/api/media/${cover}/1600.webp`, alt: 'A lab bench' },
      body: '# Day one\n\nWe met the team.',
      seoDescription: 'A scholar in the lab',
      socialImage: { url: 'https://example.org/social.png', alt: 'The team' },
    });
    expect(post).toMatchObject({
      slug: 'eleonore-s-first-week',
      title: "Éléonore's first week!",
      status: 'draft',
      category: { id: research.id, name: 'Research' },
      categoryId: research.id,
      authorName: 'Éléonore',
      coverImage: { mediaId: cover, url: `/api/media/${cover}/1600.webp`, alt: 'A lab bench' },
      socialImage: { mediaId: null, url: 'https://example.org/social.png', alt: 'The team' },
      seoDescription: 'A scholar in the lab',
      publishedAt: null,
      version: 1,
      updatedByName: 'Ama Mensah',
      createdAt: NOW.toISOString(),
      publicPath: '/blog/eleonore-s-first-week',
      creditUid: null,
    });
    expect((await call('GET', `/api/content/posts/${post.id}`)).body).toEqual(post);
    expect((await call('GET', `/api/content/posts/${post.id}/versions`)).body).toEqual({
      items: [{ version: 1, savedAt: NOW.toISOString(), savedByName: 'Ama Mensah', autosave: false }],
    });
    expect((await service.request({ method: 'GET', url: '/api/public/posts/eleonore-s-first-week' })).statusCode).toBe(404);
    expect(changes).toEqual([{ kind: 'post', id: post.id, action: 'created', byName: 'Ama Mensah', at: NOW.toISOString() }]);
  });

  it('refuses bad input with 400 naming the field, and saves nothing', async () => {
    const cases: [object, string, string][] = [
      [{ title: '' }, 'title', 'Give the post a title.'],
      [{ title: 'A', categoryId: 'no-such-category' }, 'categoryId', CONTENT_MESSAGES.noSuchCategory],
      [
        { title: 'A', coverImage: { mediaId: 'gone', url: '/x.png', alt: 'X' } },
        'coverImage.mediaId',
        CONTENT_MESSAGES.noSuchMedia,
      ],
      [
        { title: 'A', socialImage: { mediaId: 'gone', url: '/x.png', alt: 'X' } },
        'socialImage.mediaId',
        CONTENT_MESSAGES.noSuchMedia,
      ],
      [
        { title: 'A', coverImage: { url: '/x.png', alt: '' } },
        'coverImage.alt',
        'Describe the image for people who cannot see it.',
      ],
      [
        { title: 'A', coverImage: { url: 'javascript:alert(1)', alt: 'X' } },
        'coverImage.url',
        'Give an address starting with https://.',
      ],
      [{ title: 'A', slug: 'Not A Slug' }, 'slug', 'Use lower-case words joined by -, e.g. my-first-story.'],
      [{ title: '!!!' }, 'slug', 'Give the post an address: lower-case words joined by -, e.g. my-first-story.'],
      [{ title: 'A', body: 'é'.repeat(100_001) }, 'body', 'Keep it to 100000 characters or fewer.'],
    ];
    for (const [payload, field, message] of cases) {
      const response = await call('POST', '/api/content/posts', payload);
      expect(response.status, field).toBe(400);
      expect(response.body.error.fieldErrors[field], field).toBe(message);
    }
    const huge = await call('POST', '/api/content/posts', { title: 'A', body: 'x'.repeat(1_100_000) });
    expect(huge.status).toBe(413);
    expect(await service.count(sql`SELECT count(*) AS n FROM content`)).toBe(0);
    expect(await service.count(sql`SELECT count(*) AS n FROM content_versions`)).toBe(0);
    // The longest body the form allows fits, in any script.
    expect((await call('POST', '/api/content/posts', { title: 'Long', body: 'ñ'.repeat(100_000) })).status).toBe(201);
  });

  it('gives a new post whose title-made address is taken the next free one (-2, -3)', async () => {
    const first = await create({ title: 'Lab days' });
    expect(first.slug).toBe('lab-days');
    expect((await create({ title: 'Lab days' })).slug).toBe('lab-days-2');
    expect((await create({ title: 'Lab  days!' })).slug).toBe('lab-days-3');
    expect((await postRow(first.id)).slug).toBe('lab-days');
  });

  it('refuses an address the editor typed when another post has it, with 409 in words', async () => {
    const first = await create({ title: 'Lab days' });
    const typed = await call('POST', '/api/content/posts', { title: 'Other', slug: 'lab-days' });
    expect(typed.status).toBe(409);
    expect(typed.body.error).toMatchObject({
      message: CONTENT_MESSAGES.slugTaken,
      fieldErrors: { slug: CONTENT_MESSAGES.slugTaken },
    });
    const second = await create({ title: 'Other' });
    const clash = await call('PUT', `/api/content/posts/${second.id}`, { title: 'Other', slug: 'lab-days', baseVersion: 1 });
    expect(clash.status).toBe(409);
    expect(clash.body.error.fieldErrors.slug).toBe(CONTENT_MESSAGES.slugTaken);
    expect((await postRow(second.id)).slug).toBe('other');
    expect((await postRow(first.id)).slug).toBe('lab-days');
  });

  it('saves as a new version; a save based on an older version gets 409 and changes nothing', async () => {
    const post = await create({ title: 'Lab days', body: 'First text' });
    later(5);
    const saved = await call(
      'PUT',
      `/api/content/posts/${post.id}`,
      { title: 'Lab days', body: 'Kofi’s text', baseVersion: 1 },
      OTHER,
    );
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ version: 2, body: 'Kofi’s text', updatedByName: 'Kofi Boateng' });
    const before = await postRow(post.id);
    later(6);
    // Ama still has version 1 open.
    const stale = await call('PUT', `/api/content/posts/${post.id}`, { title: 'Lab days', body: 'Ama’s text', baseVersion: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toEqual({ code: 'conflict', message: CONTENT_MESSAGES.changedSinceOpened });
    expect(await postRow(post.id)).toEqual(before);
    expect(await versionCount(post.id)).toBe(2);
    // Both texts stay reachable: hers in her editor, theirs as the post and as version 2.
    expect((await call('GET', `/api/content/posts/${post.id}/versions/2`)).body.snapshot.body).toBe('Kofi’s text');
    const retried = await call('PUT', `/api/content/posts/${post.id}`, { title: 'Lab days', body: 'Ama’s text', baseVersion: 2 });
    expect(retried.body).toMatchObject({ version: 3, body: 'Ama’s text' });
    expect(changes.map((change) => [change.action, change.byName])).toEqual([
      ['created', 'Ama Mensah'],
      ['saved', 'Kofi Boateng'],
      ['saved', 'Ama Mensah'],
    ]);
  });

  it('keeps one autosave version per few minutes and person, every explicit save, and only the newest autosaves', async () => {
    const post = await create({ title: 'Field notes', body: 'Start' });
    let version = 1;
    const save = async (body: string, autosave: boolean, as = EDITOR) => {
      const saved = await call(
        'PUT',
        `/api/content/posts/${post.id}`,
        { title: 'Field notes', body, baseVersion: version, autosave },
        as,
      );
      expect(saved.status).toBe(200);
      version = saved.body.version;
    };
    const kept = async () =>
      (await call('GET', `/api/content/posts/${post.id}/versions`)).body.items.map(
        (item: { version: number; autosave: boolean }) => `${item.version}${item.autosave ? ' auto' : ''}`,
      );

    // Five autosaves in two minutes: one version, the latest text.
    for (const [minute, text] of [
      [0.2, 'a'],
      [0.5, 'ab'],
      [1, 'abc'],
      [1.5, 'abcd'],
      [2, 'abcde'],
    ] as const) {
      later(minute);
      await save(text, true);
    }
    expect(await kept()).toEqual(['6 auto', '1']);
    expect((await call('GET', `/api/content/posts/${post.id}/versions/6`)).body.snapshot.body).toBe('abcde');
    // Past five minutes, a new one; an explicit save is always its own version, and the autosave after it too.
    later(8);
    await save('abcdef', true);
    later(8.5);
    await save('abcdefg', false);
    later(9);
    await save('abcdefgh', true);
    // Someone else's autosave never replaces yours.
    later(9.5);
    await save('theirs', true, OTHER);
    expect(await kept()).toEqual(['10 auto', '9 auto', '8', '7 auto', '6 auto', '1']);

    // Only the newest ten autosave versions stay; explicit saves all do.
    for (let n = 0; n < 12; n += 1) {
      later(20 + n * 6);
      await save(`draft ${n}`, true);
    }
    const after = await kept();
    expect(after.filter((entry: string) => entry.endsWith('auto'))).toHaveLength(10);
    expect(after).toContain('8');
    expect(after).toContain('1');
  });

  it('lists versions newest first, gives one with its text, and restores one as a new version keeping the status', async () => {
    const news = await addCategory(service, 'News');
    const post = await create({ title: 'Lab days', body: 'Version one', categoryId: news.id });
    later(1);
    await call(
      'PUT',
      `/api/content/posts/${post.id}`,
      { title: 'Lab days, again', slug: 'lab-days-again', body: 'Version two', baseVersion: 1 },
      OTHER,
    );
    later(2);
    await call('POST', `/api/content/posts/${post.id}/status`, { action: 'publish' });
    const versions = await call('GET', `/api/content/posts/${post.id}/versions`);
    expect(versions.body.items).toEqual([
      { version: 2, savedAt: daysFrom(NOW, 1 / 1440).toISOString(), savedByName: 'Kofi Boateng', autosave: false },
      { version: 1, savedAt: NOW.toISOString(), savedByName: 'Ama Mensah', autosave: false },
    ]);
    const one = await call('GET', `/api/content/posts/${post.id}/versions/1`);
    expect(one.body).toMatchObject({
      version: 1,
      savedByName: 'Ama Mensah',
      snapshot: { title: 'Lab days', slug: 'lab-days', body: 'Version one', categoryId: news.id, status: 'draft' },
    });
    for (const missing of ['9', '0', 'abc', '1.5'])
      expect((await call('GET', `/api/content/posts/${post.id}/versions/${missing}`)).body.error.message).toBe(
        CONTENT_MESSAGES.noSuchVersion,
      );
    later(3);
    const restored = await call('POST', `/api/content/posts/${post.id}/versions/1/restore`);
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({
      version: 3,
      title: 'Lab days',
      body: 'Version one',
      status: 'published',
      slug: 'lab-days',
    });
    expect(
      (await call('GET', `/api/content/posts/${post.id}/versions`)).body.items.map((v: { version: number }) => v.version),
    ).toEqual([3, 2, 1]);
    // The restored text is public at once, at its restored address; the one it replaced redirects there.
    const story = await service.request({ method: 'GET', url: '/api/public/posts/lab-days' });
    expect(story.json().body).toBe('Version one');
    const moved = await service.request({ method: 'GET', url: '/api/public/redirect?path=/blog/lab-days-again' });
    expect(moved.json()).toEqual({ to: '/blog/lab-days' });
    expect((await call('POST', `/api/content/posts/${post.id}/versions/9/restore`)).status).toBe(404);
  });

  it('keeps the text of a post written before versions existed as its first version when it is first saved', async () => {
    const seeded = await addPost(service, { slug: 'seeded', body: 'The seeded text', updatedByName: 'The seed' });
    expect((await call('GET', `/api/content/posts/${seeded.id}/versions`)).body.items).toEqual([]);
    await call('PUT', `/api/content/posts/${seeded.id}`, { title: 'Seeded', body: 'Edited', baseVersion: 1 });
    const versions = (await call('GET', `/api/content/posts/${seeded.id}/versions`)).body.items;
    expect(versions.map((v: { version: number; savedByName: string }) => [v.version, v.savedByName])).toEqual([
      [2, 'Ama Mensah'],
      [1, 'The seed'],
    ]);
    expect((await call('GET', `/api/content/posts/${seeded.id}/versions/1`)).body.snapshot).toMatchObject({
      body: 'The seeded text',
      slug: 'seeded',
      status: 'published',
    });
  });

  it('keeps the old address of a post visitors could see as a redirect, through several renames; a draft needs none', async () => {
    const post = await create({ title: 'Lab days' });
    await call('POST', `/api/content/posts/${post.id}/status`, { action: 'publish' });
    const rename = async (slug: string, id = post.id) => {
      const current = (await call('GET', `/api/content/posts/${id}`)).body;
      const saved = await call('PUT', `/api/content/posts/${id}`, { title: current.title, slug, baseVersion: current.version });
      expect(saved.status).toBe(200);
    };
    const redirect = async (path: string) => {
      const response = await service.request({ method: 'GET', url: `/api/public/redirect?path=${encodeURIComponent(path)}` });
      return response.statusCode === 200 ? response.json().to : response.statusCode;
    };
    await rename('lab-days-in-kigali');
    await rename('kigali-lab-days');
    expect(await redirect('/blog/lab-days')).toBe('/blog/kigali-lab-days');
    expect(await redirect('/blog/lab-days-in-kigali')).toBe('/blog/kigali-lab-days');
    expect(await redirect('/blog/kigali-lab-days')).toBe(404);
    // Back to an earlier address: it is the page again, not a redirect to itself.
    await rename('lab-days');
    expect(await redirect('/blog/lab-days')).toBe(404);
    expect(await redirect('/blog/kigali-lab-days')).toBe('/blog/lab-days');
    // A new post may take an old address: the real page wins.
    const newer = await create({ title: 'Kigali lab days' });
    expect(newer.slug).toBe('kigali-lab-days');
    expect(await redirect('/blog/kigali-lab-days')).toBe(404);
    // A draft was never seen at its address.
    await rename('kigali-lab-days-2', newer.id);
    expect(await redirect('/blog/kigali-lab-days')).toBe(404);
    // Unpublished: the old addresses lead nowhere public, so they do not redirect.
    await call('POST', `/api/content/posts/${post.id}/status`, { action: 'unpublish' });
    expect(await redirect('/blog/lab-days-in-kigali')).toBe(404);
  });

  it('publishes now, schedules in a time zone, unpublishes and archives (publish_content)', async () => {
    const post = await create({ title: 'Lab days' });
    const visible = async () => (await service.request({ method: 'GET', url: '/api/public/posts/lab-days' })).statusCode === 200;
    later(1);
    const published = await call('POST', `/api/content/posts/${post.id}/status`, { action: 'publish' }, OTHER);
    expect(published.body).toMatchObject({ status: 'published', publishedAt: daysFrom(NOW, 1 / 1440).toISOString(), version: 1 });
    expect(published.body.updatedByName).toBe('Kofi Boateng');
    expect(await visible()).toBe(true);
    later(2);
    // Publishing again keeps the date: feeds keep their order.
    expect((await call('POST', `/api/content/posts/${post.id}/status`, { action: 'publish' })).body.publishedAt).toBe(
      published.body.publishedAt,
    );
    expect((await call('POST', `/api/content/posts/${post.id}/status`, { action: 'unpublish' })).body).toMatchObject({
      status: 'draft',
      publishedAt: null,
    });
    expect(await visible()).toBe(false);
    const past = await call('POST', `/api/content/posts/${post.id}/status`, {
      action: 'schedule',
      publishAt: NOW.toISOString(),
      timeZone: 'Africa/Lagos',
    });
    expect(past.status).toBe(400);
    expect(past.body.error.fieldErrors).toEqual({ publishAt: CONTENT_MESSAGES.scheduleInPast });
    const zone = await call('POST', `/api/content/posts/${post.id}/status`, {
      action: 'schedule',
      publishAt: daysFrom(NOW, 1).toISOString(),
      timeZone: 'Mars/Olympus',
    });
    expect(zone.body.error.fieldErrors).toEqual({ timeZone: 'Choose a time zone.' });
    const scheduled = await call('POST', `/api/content/posts/${post.id}/status`, {
      action: 'schedule',
      publishAt: daysFrom(NOW, 1).toISOString(),
      timeZone: 'Africa/Lagos',
    });
    expect(scheduled.body).toMatchObject({
      status: 'scheduled',
      publishedAt: daysFrom(NOW, 1).toISOString(),
      timeZone: 'Africa/Lagos',
    });
    expect(await visible()).toBe(false);
    expect((await call('POST', `/api/content/posts/${post.id}/status`, { action: 'archive' })).body.status).toBe('archived');
    expect(await visible()).toBe(false);
    expect((await call('POST', `/api/content/posts/${post.id}/status`, { action: 'delete' })).status).toBe(400);
    expect(changes.map((change) => change.action)).toEqual([
      'created',
      'published',
      'published',
      'unpublished',
      'scheduled',
      'archived',
    ]);
  });

  it('publishes scheduled posts when their time comes, by the clock and by the job (also on a fresh start)', async () => {
    const post = await create({ title: 'Lab days' });
    const at = daysFrom(NOW, 1);
    await call('POST', `/api/content/posts/${post.id}/status`, {
      action: 'schedule',
      publishAt: at.toISOString(),
      timeZone: 'Africa/Nairobi',
    });
    await create({ title: 'Still a draft' });
    expect(await publishDueContent(service.ctx)).toBe(0);
    service.setClock(new Date(at.getTime() - 1));
    expect(await publishDueContent(service.ctx)).toBe(0);
    expect((await postRow(post.id)).status).toBe('scheduled');
    service.setClock(new Date(at.getTime() + 1));
    // Visitors see it on time, before the job has run.
    expect((await service.request({ method: 'GET', url: '/api/public/posts/lab-days' })).statusCode).toBe(200);
    changes = [];
    expect(await publishDueContent(service.ctx)).toBe(1);
    expect(await publishDueContent(service.ctx)).toBe(0);
    expect((await call('GET', `/api/content/posts/${post.id}`)).body).toMatchObject({
      status: 'published',
      publishedAt: at.toISOString(),
    });
    expect(changes).toEqual([
      { kind: 'post', id: post.id, action: 'published', byName: 'Ama Mensah', at: new Date(at.getTime() + 1).toISOString() },
    ]);
  });

  it('credits the alumnus whose submission a post was made from, and tells them when it goes out', async () => {
    await service.addUser('alum-zola', 'alumni', { displayName: 'Zola Dlamini' });
    const post = await create({ title: 'My research year' });
    await service.database.db.execute(sql`UPDATE content SET credit_uid = 'alum-zola' WHERE id = ${post.id}`);
    const submission = randomUUID();
    await service.database.db.insert(storySubmissions).values({
      id: submission,
      authorUid: 'alum-zola',
      authorName: 'Zola Dlamini',
      title: 'My research year',
      body: 'It was a year.',
      status: 'submitted',
      postId: post.id,
      submittedAt: NOW,
      updatedAt: NOW,
    });
    expect((await call('GET', `/api/content/posts/${post.id}`)).body.creditUid).toBe('alum-zola');
    await call('POST', `/api/content/posts/${post.id}/status`, { action: 'publish' });
    expect((await service.rows(sql`SELECT status FROM story_submissions WHERE id = ${submission}`))[0].status).toBe('published');
    expect(await service.rows(sql`SELECT text, link FROM notices WHERE user_id = 'alum-zola'`)).toEqual([
      { text: 'Your story "My research year" is published.', link: '/blog/my-research-year' },
    ]);
  });

  it('deletes a post with its versions and old addresses; then it is not found', async () => {
    const post = await create({ title: 'Lab days' });
    await call('POST', `/api/content/posts/${post.id}/status`, { action: 'publish' });
    await call('PUT', `/api/content/posts/${post.id}`, { title: 'Lab days', slug: 'renamed', baseVersion: 1 });
    expect((await call('DELETE', `/api/content/posts/${post.id}`, undefined, OTHER)).status).toBe(204);
    for (const url of [`/api/content/posts/${post.id}`, `/api/content/posts/${post.id}/versions`]) {
      const response = await call('GET', url);
      expect(response.status).toBe(404);
      expect(response.body.error.message).toBe(CONTENT_MESSAGES.noSuchPost);
    }
    expect((await call('DELETE', `/api/content/posts/${post.id}`)).status).toBe(404);
    expect(await versionCount(post.id)).toBe(0);
    expect(await service.count(sql`SELECT count(*) AS n FROM content_redirects`)).toBe(0);
    expect(changes.at(-1)).toMatchObject({ id: post.id, action: 'deleted', byName: 'Kofi Boateng' });
  });

  it('answers an unknown post in words for every action', async () => {
    const id = randomUUID();
    for (const [method, url, payload] of [
      ['GET', `/api/content/posts/${id}`],
      ['PUT', `/api/content/posts/${id}`, { title: 'X', baseVersion: 1 }],
      ['POST', `/api/content/posts/${id}/status`, { action: 'publish' }],
      ['GET', `/api/content/posts/${id}/versions/1`],
      ['POST', `/api/content/posts/${id}/versions/1/restore`],
      ['DELETE', `/api/content/posts/${id}`],
    ] as const) {
      const response = await call(method, url, payload);
      expect(response.status, `${method} ${url}`).toBe(404);
      expect(response.body.error.message).toBe(CONTENT_MESSAGES.noSuchPost);
    }
  });

  it('lists every post last changed first, filtered by status, category and search, one keyset page at a time', async () => {
    const research = await addCategory(service, 'Research');
    const news = await addCategory(service, 'News');
    for (let i = 0; i < 30; i++) {
      // Pairs share a change time, so a cursor on the time alone would skip or repeat posts.
      later(Math.floor(i / 2));
      await create({
        title: i === 7 ? 'The 100% Borehole question' : `Story ${i}`,
        summary: i === 12 ? 'About a BOREHOLE' : '',
        categoryId: i % 3 === 0 ? research.id : i % 3 === 1 ? news.id : null,
      });
    }
    const ids = async (query: string) => {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const page: { status: number; body: { items: { title: string }[]; nextCursor: string | null } } = await call(
          'GET',
          `/api/content/posts?${query}${cursor ? `&cursor=${cursor}` : ''}`,
        );
        expect(page.status).toBe(200);
        seen.push(...page.body.items.map((item) => item.title));
        cursor = page.body.nextCursor;
      } while (cursor);
      return seen;
    };
    const all = await ids('limit=4');
    expect(all).toHaveLength(30);
    expect(new Set(all).size).toBe(30);
    expect(all.slice(0, 2).sort()).toEqual(['Story 28', 'Story 29']);
    expect(all.slice(-2).sort()).toEqual(['Story 0', 'Story 1']);
    const first = (await call('GET', '/api/content/posts')).body;
    expect(first.items).toHaveLength(25);
    expect(Object.keys(first.items[0]).sort()).toEqual([
      'authorName',
      'category',
      'id',
      'publishedAt',
      'slug',
      'status',
      'timeZone',
      'title',
      'updatedAt',
      'updatedByName',
      'version',
    ]);
    expect(first.items[0]).toMatchObject({
      title: expect.stringMatching(/^Story 2[89]$/),
      status: 'draft',
      authorName: '',
      publishedAt: null,
      updatedAt: daysFrom(NOW, 14 / 1440).toISOString(),
      updatedByName: 'Ama Mensah',
      version: 1,
    });
    const news28 = first.items.find((item: { title: string }) => item.title === 'Story 28');
    expect(news28.category).toEqual({ id: news.id, name: 'News' });
    expect(first.items[0]).not.toHaveProperty('body');
    expect(await ids('categoryId=' + research.id + '&limit=3')).toHaveLength(10);
    expect(await ids('q=borehole')).toEqual(['Story 12', 'The 100% Borehole question']);
    expect(await ids('q=100%25')).toEqual(['The 100% Borehole question']);
    expect(await ids('q=10_')).toEqual([]);
    const one = (await call('GET', '/api/content/posts?limit=1')).body.items[0];
    await call('POST', `/api/content/posts/${one.id}/status`, { action: 'publish' });
    expect(await ids('status=published')).toEqual([one.title]);
    expect(await ids('status=draft')).toHaveLength(29);
    for (const query of ['status=gone', 'cursor=garbage', 'limit=0', 'limit=101']) {
      const response = await call('GET', `/api/content/posts?${query}`);
      expect(response.status, query).toBe(400);
      expect(Object.keys(response.body.error.fieldErrors)).toHaveLength(1);
    }
  });

  it("gives the editor's home: my drafts, what goes out next, submissions waiting, latest published", async () => {
    const mine = await create({ title: 'My draft' });
    later(1);
    await create({ title: 'Their draft' }, OTHER);
    const soon = await create({ title: 'Soon' }, OTHER);
    const later2 = await create({ title: 'Later' }, OTHER);
    await call('POST', `/api/content/posts/${later2.id}/status`, {
      action: 'schedule',
      publishAt: daysFrom(NOW, 2).toISOString(),
      timeZone: 'Africa/Nairobi',
    });
    await call('POST', `/api/content/posts/${soon.id}/status`, {
      action: 'schedule',
      publishAt: daysFrom(NOW, 1).toISOString(),
      timeZone: 'Africa/Nairobi',
    });
    await addPost(service, { slug: 'old-story', publishedAt: daysFrom(NOW, -10) });
    await addPost(service, { slug: 'new-story', publishedAt: daysFrom(NOW, -1) });
    await service.database.db.insert(storySubmissions).values(
      (['submitted', 'returned'] as const).map((status, index) => ({
        id: randomUUID(),
        authorUid: 'alum',
        authorName: 'An Alumna',
        title: `Submission ${status}`,
        body: 'Text',
        status,
        submittedAt: daysFrom(NOW, -index),
        updatedAt: NOW,
      })),
    );
    const overview = await call('GET', '/api/content/overview');
    expect(overview.status).toBe(200);
    expect(overview.body.myDrafts.map((post: { id: string }) => post.id)).toEqual([mine.id]);
    expect(overview.body.scheduled.map((post: { title: string }) => post.title)).toEqual(['Soon', 'Later']);
    expect(overview.body.submissionsWaiting).toEqual([
      expect.objectContaining({ title: 'Submission submitted', authorName: 'An Alumna', status: 'submitted' }),
    ]);
    expect(overview.body.latestPublished.map((post: { slug: string }) => post.slug)).toEqual(['new-story', 'old-story']);
  });
});
