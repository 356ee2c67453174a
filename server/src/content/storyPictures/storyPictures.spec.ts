// Pictures in alumni stories (decision 0048): the media library's checks and resizing, private until the story is
// published (author and editors only), kept by the post on publishing, deleted with a withdrawn story.
import { sql } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { STORY_MESSAGES } from '@sla/contract/serviceMessages';
import { STORY_MESSAGES_PICTURES } from '@sla/contract/schemas';
import { describeOnEachBackend } from '../../testing/backends.js';
import { useTestService } from '../../testing/useTestService.js';
import { image, sidewaysPhotoWithExif } from '../media/mediaFixtures.js';
import { UNSENT_PICTURE_MS, sweepUnsentStoryPictures } from './sweepUnsentStoryPictures.js';

const NOW = new Date('2026-03-02T09:00:00.000Z');
const EDITOR = 'editor-1';
const ALUMNA = 'alumna-1';
const OTHER = 'alumnus-2';

describeOnEachBackend('pictures in alumni stories', (backend) => {
  const service = useTestService(backend);
  beforeEach(async () => {
    service.setClock(NOW);
    await service.addUser(EDITOR, 'content_editor', { displayName: 'Ada Editor' });
    await service.addUser(ALUMNA, 'alumni', { displayName: 'Wanjiru Otieno', email: 'wanjiru@example.org' });
    await service.addUser(OTHER, 'alumni', { displayName: 'Kofi Mensah' });
  });

  const call = async (uid: string | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
    const response = await service.request({
      method,
      url: `/api${url}`,
      headers: uid ? service.as(uid) : {},
      ...(payload ? { payload } : {}),
    });
    return { status: response.statusCode, body: response.body, json: () => response.json(), headers: response.headers };
  };
  const upload = async (uid: string, bytes: Buffer, name = 'lab.png') => {
    const response = await service.request({
      method: 'POST',
      url: '/api/alumni/stories/pictures',
      headers: { ...service.as(uid), 'content-type': 'image/png', 'x-file-name': encodeURIComponent(name) },
      payload: bytes,
    });
    return { status: response.statusCode, json: () => response.json() };
  };
  const picture = async (uid = ALUMNA, width = 1200, height = 800) =>
    (await upload(uid, await image('png', width, height))).json();
  const story = (body: string, cover: { mediaId: string; alt: string } | null = null) => ({
    title: 'From Kisumu to the lab',
    summary: 'A year.',
    body,
    cover,
  });
  const publicVariant = (url: string) => call(null, 'GET', url.replace(/^\/api/, ''));
  const privateVariant = (uid: string, id: string, width: number) => call(uid, 'GET', `/alumni/stories/pictures/${id}/${width}`);

  it('checks and resizes an upload as the media library does, keeps it out of the library and away from visitors', async () => {
    const added = await picture();
    expect(added).toEqual({ id: expect.any(String), url: `/api/media/${added.id}/1200.webp`, width: 1200, height: 800 });
    // Only its author and editors read it: visitors, other alumni and the library see nothing.
    expect((await publicVariant(added.url)).status).toBe(404);
    expect((await privateVariant(ALUMNA, added.id, 800)).status).toBe(200);
    expect((await privateVariant(ALUMNA, added.id, 800)).headers['cache-control']).toBe('private, max-age=3600');
    expect((await privateVariant(EDITOR, added.id, 400)).headers['content-type']).toBe('image/webp');
    expect((await privateVariant(OTHER, added.id, 800)).status).toBe(404);
    expect((await call(EDITOR, 'GET', '/content/media')).json().items).toEqual([]);
    // The same checks as the library: not a picture, and camera metadata gone.
    const text = await upload(ALUMNA, Buffer.from('not a picture'), 'notes.png');
    expect(text.status).toBe(400);
    expect(text.json().error.fieldErrors.file).toMatch(/notes\.png/);
    const photo = (await upload(ALUMNA, await sidewaysPhotoWithExif(600, 400), 'camera.jpg')).json();
    const [row] = await service.rows<{ width: number; height: number; original: Buffer }>(
      sql`SELECT width, height, original FROM media WHERE id = ${photo.id}`,
    );
    expect([row!.width, row!.height]).toEqual([400, 600]);
    expect(Buffer.from(row!.original).includes(Buffer.from('Jane Photographer'))).toBe(false);
  });

  it('sends a story with a cover and a picture in its text; the editor sees them; publishing keeps and shows them', async () => {
    const cover = await picture();
    const inline = await picture(ALUMNA, 600, 400);
    const body = `It started in the lab.\n\n![Students at the bench](${inline.url})`;
    const sent = await call(ALUMNA, 'POST', '/alumni/stories', story(body, { mediaId: cover.id, alt: 'The lab at dawn' }));
    expect(sent.status).toBe(201);
    expect(sent.json().cover).toEqual({ mediaId: cover.id, url: cover.url, alt: 'The lab at dawn' });
    const id = sent.json().id;
    const queued = await call(EDITOR, 'GET', `/content/submissions/${id}`);
    expect(queued.json()).toMatchObject({ body, cover: { mediaId: cover.id, alt: 'The lab at dawn' } });
    expect((await publicVariant(inline.url)).status).toBe(404);

    const post = (await call(EDITOR, 'POST', `/content/submissions/${id}/take-on`)).json();
    expect(post.coverImage).toEqual({ mediaId: cover.id, url: cover.url, alt: 'The lab at dawn' });
    // Taken on is not published: still private.
    expect((await publicVariant(cover.url)).status).toBe(404);
    expect((await call(EDITOR, 'POST', `/content/posts/${post.id}/status`, { action: 'publish' })).status).toBe(200);

    expect((await publicVariant(cover.url)).status).toBe(200);
    expect((await publicVariant(inline.url)).status).toBe(200);
    const page = (await call(null, 'GET', `/public/posts/${post.slug}`)).json();
    expect(page.coverImage).toMatchObject({ alt: 'The lab at dawn', width: 1200, height: 800 });
    expect(page.bodyHtml).toContain(
      `<img src="${inline.url}" alt="Students at the bench" width="600" height="400" loading="lazy" decoding="async">`,
    );
    // In the library now, with the description the story gave.
    const library = (await call(EDITOR, 'GET', '/content/media')).json().items;
    expect(library.map((item: { id: string; alt: string }) => [item.id, item.alt]).sort()).toEqual(
      [
        [cover.id, 'The lab at dawn'],
        [inline.id, 'Students at the bench'],
      ].sort(),
    );
    // The private route is for pictures not yet published.
    expect((await privateVariant(ALUMNA, inline.id, 600)).status).toBe(404);
  });

  it('refuses a picture without a description, a cover without one, and someone else’s picture', async () => {
    const mine = await picture();
    const theirs = await picture(OTHER);
    const noAlt = await call(ALUMNA, 'POST', '/alumni/stories', story(`Look:\n\n![](${mine.url})`));
    expect(noAlt.status).toBe(400);
    expect(noAlt.json().error.fieldErrors.body).toBe(STORY_MESSAGES_PICTURES.pictureNeedsAlt);
    const coverNoAlt = await call(ALUMNA, 'POST', '/alumni/stories', story('Text.', { mediaId: mine.id, alt: ' ' }));
    expect(coverNoAlt.status).toBe(400);
    expect(coverNoAlt.json().error.fieldErrors['cover.alt']).toBe(STORY_MESSAGES_PICTURES.coverNeedsAlt);
    const stolen = await call(ALUMNA, 'POST', '/alumni/stories', story(`![A lab](${theirs.url})`));
    expect(stolen.status).toBe(400);
    expect(stolen.json().error.fieldErrors.body).toBe(STORY_MESSAGES.pictureGone);
    const stolenCover = await call(ALUMNA, 'POST', '/alumni/stories', story('Text.', { mediaId: theirs.id, alt: 'A lab' }));
    expect(stolenCover.json().error.fieldErrors.cover).toBe(STORY_MESSAGES.coverGone);
    expect(await service.rows(sql`SELECT id FROM story_submissions`)).toEqual([]);
  });

  it('deletes the pictures a revised story no longer shows, and all of a withdrawn story’s', async () => {
    const first = await picture();
    const second = await picture();
    const sent = (await call(ALUMNA, 'POST', '/alumni/stories', story(`![One](${first.url})\n\n![Two](${second.url})`))).json();
    // A picture sent with one story cannot be taken into another.
    const reuse = await call(ALUMNA, 'POST', '/alumni/stories', story(`![One again](${first.url})`));
    expect(reuse.json().error.fieldErrors.body).toBe(STORY_MESSAGES.pictureGone);
    expect((await call(ALUMNA, 'PUT', `/alumni/stories/${sent.id}`, story(`![Two](${second.url})`))).status).toBe(200);
    const ids = async () => (await service.rows<{ id: string }>(sql`SELECT id FROM media ORDER BY id`)).map((row) => row.id);
    expect(await ids()).toEqual([second.id]);
    expect((await call(ALUMNA, 'POST', `/alumni/stories/${sent.id}/withdraw`)).status).toBe(200);
    expect(await ids()).toEqual([]);
    expect(await service.rows(sql`SELECT media_id FROM media_variants`)).toEqual([]);
  });

  it('sweeps pictures no story was sent with a day on, and caps a day’s uploads', async () => {
    const unsent = await picture(ALUMNA, 500, 300);
    service.setClock(new Date(NOW.getTime() + UNSENT_PICTURE_MS - 1000));
    expect(await sweepUnsentStoryPictures(service.ctx)).toBe(0);
    service.setClock(new Date(NOW.getTime() + UNSENT_PICTURE_MS + 1000));
    expect(await sweepUnsentStoryPictures(service.ctx)).toBe(1);
    expect((await privateVariant(ALUMNA, unsent.id, 500)).status).toBe(404);
    const small = await image('png', 40, 30);
    for (let index = 0; index < 40; index += 1) expect((await upload(ALUMNA, small)).status).toBe(201);
    const over = await upload(ALUMNA, small);
    expect(over.status).toBe(429);
    expect(over.json().error.message).toBe(STORY_MESSAGES.tooManyUploads);
  });

  it('deletes an account’s unpublished pictures with it; published ones stay with the post, no longer naming it', async () => {
    const kept = await picture();
    const sent = (await call(ALUMNA, 'POST', '/alumni/stories', story(`![Kept](${kept.url})`))).json();
    const post = (await call(EDITOR, 'POST', `/content/submissions/${sent.id}/take-on`)).json();
    await call(EDITOR, 'POST', `/content/posts/${post.id}/status`, { action: 'publish' });
    const draft = await picture();
    const response = await service.request({
      method: 'DELETE',
      url: '/api/users/me',
      headers: service.as(ALUMNA),
      payload: { confirm: 'wanjiru@example.org' },
    });
    expect(response.statusCode, response.body).toBe(204);
    const rows = await service.rows(sql`SELECT id, uploaded_by, uploaded_by_name FROM media ORDER BY id`);
    expect(rows).toEqual([{ id: kept.id, uploaded_by: 'deleted-account', uploaded_by_name: '' }]);
    expect(draft.id).not.toBe(kept.id);
  });
});
