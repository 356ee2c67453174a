import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { categoryRedirects, media, mediaVariants } from '../db/schema.js';
import { describeOnEachBackend } from '../testing/backends.js';
import { addEvent, addPost, daysFrom } from '../testing/fixtures.js';
import { useTestService } from '../testing/useTestService.js';
import { addCategory } from './posts/postFixtures.js';
import { readingMinutes } from './readingMinutes.js';

const NOW = new Date('2026-03-02T09:00:00.000Z');

describeOnEachBackend('public content', (backend) => {
  const service = useTestService(backend);
  beforeEach(async () => {
    service.setClock(NOW);
  });

  const get = async (url: string, headers: Record<string, string> = {}) => {
    const response = await service.request({ method: 'GET', url, headers });
    return { status: response.statusCode, body: response.json(), headers: response.headers };
  };

  /** Categories by name, made on first use, in the order first used. */
  const categoryIds = new Map<string, string>();
  beforeEach(() => categoryIds.clear());
  async function category(name: string): Promise<string> {
    if (!categoryIds.has(name)) categoryIds.set(name, (await addCategory(service, name)).id);
    return categoryIds.get(name)!;
  }

  /** One story in each state, in two categories. */
  async function addOneOfEach() {
    await addPost(service, { slug: 'published', categoryId: await category('Research'), publishedAt: daysFrom(NOW, -3) });
    await addPost(service, { slug: 'draft', status: 'draft', categoryId: await category('Research') });
    await addPost(service, {
      slug: 'scheduled-past',
      status: 'scheduled',
      categoryId: await category('News'),
      publishedAt: daysFrom(NOW, -1),
    });
    await addPost(service, {
      slug: 'scheduled-future',
      status: 'scheduled',
      categoryId: await category('Hidden category'),
      publishedAt: daysFrom(NOW, 1),
    });
    await addPost(service, {
      slug: 'archived',
      status: 'archived',
      categoryId: await category('Research'),
      publishedAt: daysFrom(NOW, -30),
    });
  }

  it('shows published stories and scheduled ones whose time has come, never drafts, future or archived ones', async () => {
    await addOneOfEach();
    const list = await get('/api/public/posts');
    expect(list.status).toBe(200);
    expect(list.body.items.map((post: { slug: string }) => post.slug)).toEqual(['scheduled-past', 'published']);
    for (const slug of ['draft', 'scheduled-future', 'archived', 'no-such-story', 'Not A Slug']) {
      const one = await get(`/api/public/posts/${encodeURIComponent(slug)}`);
      expect(one.status, slug).toBe(404);
      expect(one.body.error.message).toMatch(/could not find that story/);
    }
    expect((await get('/api/public/posts/scheduled-past')).status).toBe(200);
    // In the editors' order (Research was made first), only those with a story out, counting only those.
    expect((await get('/api/public/categories')).body.items).toEqual([
      { name: 'Research', slug: 'research', language: 'en', count: 1 },
      { name: 'News', slug: 'news', language: 'en', count: 1 },
    ]);
    const everywhere = JSON.stringify([
      (await get('/api/public/home')).body,
      (await get('/api/public/feed')).body,
      (await get('/api/public/sitemap-entries')).body,
    ]);
    for (const hidden of ['draft', 'scheduled-future', 'archived']) expect(everywhere).not.toContain(`"${hidden}"`);
    expect(everywhere).not.toContain(`/blog/draft"`);
  });

  it('names categories in French for French readers where they have a French name, saying which are in English', async () => {
    const research = await category('Research');
    await addPost(service, { slug: 'one', categoryId: research, publishedAt: daysFrom(NOW, -2) });
    await addPost(service, { slug: 'two', categoryId: await category('News'), publishedAt: daysFrom(NOW, -1) });
    await service.database.db.execute(sql`UPDATE categories SET name_fr = 'Recherche' WHERE id = ${research}`);
    const french = { 'accept-language': 'fr' };
    const inFrench = await service.request({ method: 'GET', url: '/api/public/categories', headers: french });
    expect(inFrench.headers.vary).toMatch(/accept-language/i);
    expect(inFrench.json().items).toEqual([
      { name: 'Recherche', slug: 'research', language: 'fr', count: 1 },
      { name: 'News', slug: 'news', language: 'en', count: 1 },
    ]);
    const posts = (await service.request({ method: 'GET', url: '/api/public/posts', headers: french })).json().items;
    expect(posts.map((post: { category: unknown }) => post.category)).toEqual([
      { name: 'News', slug: 'news', language: 'en' },
      { name: 'Recherche', slug: 'research', language: 'fr' },
    ]);
    const story = (await service.request({ method: 'GET', url: '/api/public/posts/one', headers: french })).json();
    expect(story.category).toEqual({ name: 'Recherche', slug: 'research', language: 'fr' });
    // English readers keep the English name.
    expect((await get('/api/public/posts/one')).body.category).toEqual({ name: 'Research', slug: 'research', language: 'en' });
  });

  it('publishes a scheduled story by the clock alone', async () => {
    await addOneOfEach();
    service.setClock(daysFrom(NOW, 2));
    expect((await get('/api/public/posts/scheduled-future')).status).toBe(200);
    expect((await get('/api/public/posts')).body.items[0].slug).toBe('scheduled-future');
  });

  it('gives a whole story with its Markdown and its HTML, category, author, cover image and reading time', async () => {
    await addPost(service, {
      slug: 'full',
      title: 'A full story',
      categoryId: await category('Scholar stories'),
      coverImageUrl: '/images/stories/full.webp',
      coverImageAlt: 'A scholar at a microscope',
      body: `# Heading\n\n${'word '.repeat(610)}\n\n- a list item`,
      publishedAt: daysFrom(NOW, -2),
    });
    const { body } = await get('/api/public/posts/full');
    expect(body).toMatchObject({
      slug: 'full',
      title: 'A full story',
      category: { name: 'Scholar stories', slug: 'scholar-stories' },
      authorName: 'Test Author',
      coverImage: { url: '/images/stories/full.webp', alt: 'A scholar at a microscope' },
      readingMinutes: 3,
      publishedAt: daysFrom(NOW, -2).toISOString(),
    });
    expect(body.body).toContain('# Heading');
    // Rendered once, here, so browsers need no Markdown code; the story's title is the page's h1.
    expect(body.bodyHtml).toMatch(/^<h2>Heading<\/h2>\n<p>word word/);
    expect(body.bodyHtml).toContain('<ul>\n<li>a list item</li>\n</ul>');
  });

  it("sanitises a story's HTML: typed-in markup stays text, links that leave the site by a trick become text", async () => {
    await addPost(service, {
      slug: 'hostile',
      body: '<script>alert(1)</script>\n\n[ours](/programs/dynamerge) [trick](/\\evil.example) [bad](javascript:alert(1)) [web](https://example.org/)',
      publishedAt: daysFrom(NOW, -1),
    });
    const { body } = await get('/api/public/posts/hostile');
    expect(body.bodyHtml).toBe(
      '<p>&#x3C;script>alert(1)&#x3C;/script></p>\n' +
        '<p><a href="/programs/dynamerge">ours</a> trick bad <a href="https://example.org/" rel="noopener noreferrer">web</a></p>',
    );
    // Lists stay light: only the whole story carries its HTML.
    expect((await get('/api/public/posts')).body.items[0]).not.toHaveProperty('bodyHtml');
  });

  it('walks every story newest first with keyset pages of 6, none twice, none missed, ties broken by id', async () => {
    // Pairs share a publication time, so a cursor on the time alone would skip or repeat stories.
    for (let i = 0; i < 23; i++)
      await addPost(service, { slug: `story-${i}`, publishedAt: daysFrom(NOW, -1 - Math.floor(i / 2)) });
    await addPost(service, { slug: 'a-draft', status: 'draft' });
    const seen: string[] = [];
    const sizes: number[] = [];
    let cursor: string | null = null;
    do {
      const page: { body: { items: { slug: string; publishedAt: string }[]; nextCursor: string | null } } = await get(
        `/api/public/posts${cursor ? `?cursor=${cursor}` : ''}`,
      );
      sizes.push(page.body.items.length);
      seen.push(...page.body.items.map((post) => post.slug));
      cursor = page.body.nextCursor;
    } while (cursor);
    expect(sizes).toEqual([6, 6, 6, 5]);
    expect(new Set(seen).size).toBe(23);
    expect(seen).not.toContain('a-draft');
    expect(seen.slice(0, 2).sort()).toEqual(['story-0', 'story-1']);
    expect(seen.at(-1)).toBe('story-22');
    const small = await get('/api/public/posts?limit=5');
    expect(small.body.items).toHaveLength(5);
  });

  it('filters by category slug, and answers an unknown category with an empty page', async () => {
    await addOneOfEach();
    await addPost(service, { slug: 'another-news', categoryId: await category('News'), publishedAt: daysFrom(NOW, -5) });
    expect((await get('/api/public/posts?category=news')).body.items.map((post: { slug: string }) => post.slug)).toEqual([
      'scheduled-past',
      'another-news',
    ]);
    expect((await get('/api/public/posts?category=hidden-category')).body).toEqual({ items: [], nextCursor: null });
    expect((await get('/api/public/posts?category=nothing')).body).toEqual({ items: [], nextCursor: null });
  });

  it('still filters by a category slug from before a rename', async () => {
    const renamed = await category('Scholar stories');
    await service.database.db.insert(categoryRedirects).values({ oldSlug: 'scholars', categoryId: renamed });
    await addPost(service, { slug: 'in-it', categoryId: renamed, publishedAt: daysFrom(NOW, -1) });
    await addPost(service, { slug: 'elsewhere', categoryId: await category('News'), publishedAt: daysFrom(NOW, -1) });
    for (const slug of ['scholars', 'scholar-stories'])
      expect((await get(`/api/public/posts?category=${slug}`)).body.items.map((post: { slug: string }) => post.slug)).toEqual([
        'in-it',
      ]);
  });

  it('gives a library cover its resized variants, and a story its own search description and sharing image', async () => {
    const mediaId = randomUUID();
    await service.database.db.insert(media).values({
      id: mediaId,
      fileName: 'lab.png',
      contentType: 'image/png',
      width: 2400,
      height: 1350,
      size: 3,
      original: Buffer.from('png'),
      uploadedBy: 'editor',
      createdAt: NOW,
    });
    await service.database.db
      .insert(mediaVariants)
      .values([1600, 400, 800].map((width) => ({ mediaId, width, height: (width * 9) / 16, data: Buffer.from('webp') })));
    await addPost(service, {
      slug: 'library-cover',
      coverMediaId: mediaId,
      coverImageUrl: `/api/media/${mediaId}/1600.webp`,
      coverImageAlt: 'A lab bench',
      seoDescription: 'What search engines show',
      socialImageUrl: '/images/social.png',
      socialImageAlt: 'The team',
      publishedAt: daysFrom(NOW, -1),
    });
    await addPost(service, {
      slug: 'plain-cover',
      coverImageUrl: '/images/x.svg',
      coverImageAlt: 'X',
      publishedAt: daysFrom(NOW, -2),
    });
    const srcset = [400, 800, 1600].map((width) => `/api/media/${mediaId}/${width}.webp ${width}w`).join(', ');
    const cover = { url: `/api/media/${mediaId}/1600.webp`, alt: 'A lab bench', srcset, width: 1600, height: 900 };
    const { items } = (await get('/api/public/posts')).body;
    expect(items.map((post: { coverImage: object }) => post.coverImage)).toEqual([cover, { url: '/images/x.svg', alt: 'X' }]);
    expect((await get('/api/public/home')).body.stories[0].coverImage).toEqual(cover);
    expect((await get('/api/public/posts/library-cover')).body).toMatchObject({
      coverImage: cover,
      seoDescription: 'What search engines show',
      socialImage: { url: '/images/social.png', alt: 'The team' },
    });
    expect((await get('/api/public/posts/plain-cover')).body).toMatchObject({ seoDescription: '', socialImage: null });
  });

  it('refuses a bad cursor or page size with 400 and a field message', async () => {
    for (const url of [
      '/api/public/posts?cursor=garbage',
      '/api/public/posts?limit=0',
      '/api/public/posts?limit=51',
      '/api/public/events?upcoming=maybe',
    ]) {
      const response = await get(url);
      expect(response.status, url).toBe(400);
      expect(Object.keys(response.body.error.fieldErrors)).toHaveLength(1);
    }
  });

  it('answers the same with a token, even an expired or broken one, and marks public reads shareable but asked again on every use', async () => {
    await addOneOfEach();
    const anonymous = await get('/api/public/posts');
    expect(anonymous.headers['cache-control']).toBe('public, no-cache');
    for (const headers of [service.as('someone'), { authorization: 'Bearer not-a-token' }]) {
      const signedIn = await get('/api/public/posts', headers);
      expect(signedIn.status).toBe(200);
      expect(signedIn.body).toEqual(anonymous.body);
    }
  });

  it('lists events: upcoming ones soonest first (ongoing included), then past ones; drafts never', async () => {
    await addEvent(service, { slug: 'next-month', eventStartsAt: daysFrom(NOW, 30), eventLocation: 'Kigali' });
    await addEvent(service, {
      slug: 'next-week',
      eventStartsAt: daysFrom(NOW, 7),
      eventEndsAt: daysFrom(NOW, 7.1),
      eventLocation: 'Online',
    });
    await addEvent(service, { slug: 'ongoing', eventStartsAt: daysFrom(NOW, -0.1), eventEndsAt: daysFrom(NOW, 0.1) });
    await addEvent(service, { slug: 'last-week', eventStartsAt: daysFrom(NOW, -7) });
    await addEvent(service, { slug: 'last-year', eventStartsAt: daysFrom(NOW, -365) });
    await addEvent(service, { slug: 'draft-event', status: 'draft', publishedAt: null, eventStartsAt: daysFrom(NOW, 2) });
    const slugs = async (url: string) => (await get(url)).body.items.map((event: { slug: string }) => event.slug);
    expect(await slugs('/api/public/events?upcoming=1')).toEqual(['ongoing', 'next-week', 'next-month']);
    expect(await slugs('/api/public/events')).toEqual(['ongoing', 'next-week', 'next-month', 'last-week', 'last-year']);
    const [first] = (await get('/api/public/events?upcoming=1&limit=1')).body.items;
    expect(first).toMatchObject({ slug: 'ongoing', endsAt: daysFrom(NOW, 0.1).toISOString(), location: null, coverImage: null });
  });

  it('counts reading time at 200 words a minute, at least one, ignoring Markdown markup', () => {
    expect(readingMinutes('')).toBe(1);
    expect(readingMinutes('Short.')).toBe(1);
    expect(readingMinutes('word '.repeat(400))).toBe(2);
    expect(readingMinutes(`${'# - > * | --- '.repeat(500)}${'word '.repeat(200)}`)).toBe(1);
  });
});
