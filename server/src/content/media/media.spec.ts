import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import type { ContentChange } from '@sla/contract';
import { CONTENT_MESSAGES } from '@sla/contract/schemas';
import { describeOnEachBackend } from '../../testing/backends.js';
import { addEvent, addPost, addProgram } from '../../testing/fixtures.js';
import { useTestService } from '../../testing/useTestService.js';
import { image, sidewaysPhotoWithExif, uploadAs } from './mediaFixtures.js';
import { MEDIA_MAX_BYTES } from './mediaRules.js';

const EDITOR = 'editor-amina';
const NOW = new Date('2026-05-04T08:00:00.000Z');

describeOnEachBackend('media library', (backend) => {
  const service = useTestService(backend);
  beforeEach(async () => {
    service.setClock(NOW);
    await service.addUser(EDITOR, 'content_editor', { displayName: 'Amina Editor' });
    await service.addUser('admin-kofi', 'admin');
  });

  const upload = (bytes: Buffer, options?: Parameters<typeof uploadAs>[3]) => uploadAs(service, EDITOR, bytes, options);
  const variants = (id: string) =>
    service.rows<{ width: number; height: number; data: Buffer }>(
      sql`SELECT width, height, data FROM media_variants WHERE media_id = ${id} ORDER BY width`,
    );
  const mediaCount = () => service.count(sql`SELECT count(*) AS n FROM media`);
  const serve = (url: string, headers: Record<string, string> = {}) => service.app.inject({ method: 'GET', url, headers });

  it.each([
    ['png', 'image/png', 'chart.png'],
    ['jpeg', 'image/jpeg', 'team.jpg'],
    ['webp', 'image/webp', 'lab.webp'],
  ] as const)('takes a %s image and stores it with WebP variants at 400, 800 and 1600 px', async (format, type, name) => {
    const response = await upload(await image(format, 2000, 1000), { name, type });
    expect(response.statusCode).toBe(201);
    const item = response.json();
    expect(item).toEqual({
      id: expect.any(String),
      fileName: name,
      contentType: type,
      width: 2000,
      height: 1000,
      size: expect.any(Number),
      alt: '',
      url: `/api/media/${item.id}/1600.webp`,
      srcset: `/api/media/${item.id}/400.webp 400w, /api/media/${item.id}/800.webp 800w, /api/media/${item.id}/1600.webp 1600w`,
      uploadedByName: 'Amina Editor',
      createdAt: NOW.toISOString(),
    });
    const stored = await variants(item.id);
    expect(stored.map((variant) => [variant.width, variant.height])).toEqual([
      [400, 200],
      [800, 400],
      [1600, 800],
    ]);
    for (const variant of stored) {
      const metadata = await sharp(Buffer.from(variant.data)).metadata();
      expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', variant.width, variant.height]);
    }
  });

  it('classifies by content: a PNG named .jpg and sent as text is stored as the PNG it is', async () => {
    const response = await upload(await image('png', 500, 250), { name: 'holiday.jpg', type: 'text/plain' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ contentType: 'image/png', fileName: 'holiday.jpg', width: 500 });
    const sent = await upload(await image('jpeg', 500, 250), { name: 'x.png', type: 'application/json' });
    expect(sent.json()).toMatchObject({ contentType: 'image/jpeg' });
    const untyped = await upload(await image('webp', 500, 250), { name: 'x', type: null });
    expect(untyped.json()).toMatchObject({ contentType: 'image/webp' });
  });

  it.each([
    ['a text file named .png', Buffer.from('Just some notes, not a picture.\n'), 'notes.png'],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)" width="9" height="9"/>'), 'logo.png'],
    ['a GIF', Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64'), 'dot.gif'],
    ['a PDF', Buffer.from('%PDF-1.4\n%%EOF\n'), 'cv.webp'],
    ['a PNG signature followed by junk', Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(300, 7)]), 'x.png'],
  ])('refuses %s with 400 naming the file, and stores nothing', async (_what, bytes, name) => {
    const response = await upload(bytes, { name, type: 'image/png' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: 'invalid_input',
      message: `“${name}” is not a PNG, JPEG or WebP image. Choose a PNG, JPEG or WebP image.`,
      fieldErrors: { file: `“${name}” is not a PNG, JPEG or WebP image. Choose a PNG, JPEG or WebP image.` },
    });
    expect(await mediaCount()).toBe(0);
  });

  it('refuses a picture cut off half way, though its header reads fine', async () => {
    const whole = await image('png', 800, 600);
    const response = await upload(whole.subarray(0, Math.floor(whole.length / 2)), { name: 'cut.png' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fieldErrors.file).toMatch(/“cut.png” is not a PNG, JPEG or WebP image/);
  });

  it('refuses an empty body with 400', async () => {
    const response = await upload(Buffer.alloc(0), { name: 'empty.png' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fieldErrors).toEqual({ file: '“empty.png” is empty. Choose another image.' });
  });

  it('refuses more than 10 MB with 413 in words, in the usual error shape', async () => {
    const eleven = Buffer.concat([await image('png', 100, 100), Buffer.alloc(11 * 1024 * 1024)]);
    const response = await upload(eleven, { name: 'huge.png' });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      error: {
        code: 'invalid_input',
        message: 'This image is larger than 10 MB. Choose a smaller one, or save it again at a smaller size.',
      },
    });
    const justOver = Buffer.concat([await image('png', 100, 100), Buffer.alloc(MEDIA_MAX_BYTES)]).subarray(
      0,
      MEDIA_MAX_BYTES + 1,
    );
    expect((await upload(justOver, { name: 'over.png' })).statusCode).toBe(413);
    expect(await mediaCount()).toBe(0);
  });

  it('refuses an image of absurd dimensions before decoding it (a decompression bomb)', async () => {
    const bomb = await sharp({ create: { width: 9000, height: 9000, channels: 3, background: '#ffffff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(MEDIA_MAX_BYTES);
    const response = await upload(bomb, { name: 'bomb.png' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fieldErrors.file).toBe(
      '“bomb.png” is 9000 × 9000 pixels, more than we can resize (40 million pixels at most). Save it again at a smaller size, for example 4000 pixels wide.',
    );
  });

  it('never enlarges: a 600 px image gets 400 and 600, a 300 px one only itself, a 1600 px one three', async () => {
    const widthsOf = async (width: number) => {
      const item = (await upload(await image('jpeg', width, width / 2), { name: `w${width}.jpg` })).json();
      return { widths: (await variants(item.id)).map((variant) => variant.width), srcset: item.srcset, url: item.url };
    };
    const six = await widthsOf(600);
    expect(six.widths).toEqual([400, 600]);
    expect(six.url).toMatch(/\/600\.webp$/);
    expect(six.srcset).toMatch(/400\.webp 400w, .*600\.webp 600w$/);
    expect((await widthsOf(300)).widths).toEqual([300]);
    expect((await widthsOf(1600)).widths).toEqual([400, 800, 1600]);
  });

  it('turns a sideways photo upright and keeps none of its EXIF (camera owner, GPS)', async () => {
    const photo = await sidewaysPhotoWithExif(600, 300);
    const before = await sharp(photo).metadata();
    expect(before.orientation).toBe(6);
    expect(before.exif?.toString('latin1')).toContain('Jane Photographer');

    const item = (await upload(photo, { name: 'field.jpg', type: 'image/jpeg' })).json();
    expect([item.width, item.height]).toEqual([300, 600]);
    const [original] = await service.rows<{ original: Buffer }>(sql`SELECT original FROM media WHERE id = ${item.id}`);
    const stored = [Buffer.from(original!.original), ...(await variants(item.id)).map((variant) => Buffer.from(variant.data))];
    for (const bytes of stored) {
      const metadata = await sharp(bytes).metadata();
      expect(metadata.exif).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
      expect([metadata.width, metadata.height]).toEqual([300, 600]);
      expect(bytes.toString('latin1')).not.toContain('Jane');
    }
    // Stored with its dark band on top, turned a quarter clockwise: the band is on the right once upright.
    const { data, info } = await sharp(stored[1]).raw().toBuffer({ resolveWithObject: true });
    const redAt = (x: number) => data[x * info.channels]!;
    expect(redAt(0)).toBeGreaterThan(180);
    expect(redAt(info.width - 1)).toBeLessThan(60);
  });

  it('serves each variant to anyone, WebP, cached for a year, with an ETag and 304 for a copy already held', async () => {
    const item = (await upload(await image('png', 1000, 500), { name: 'hero.png' })).json();
    const response = await serve(`/api/media/${item.id}/800.webp`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const etag = response.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const served = await sharp(response.rawPayload).metadata();
    expect([served.format, served.width, served.height]).toEqual(['webp', 800, 400]);
    // A token, even a bad one, changes nothing: the images are public.
    const withToken = await serve(`/api/media/${item.id}/400.webp`, { authorization: 'Bearer not-a-token' });
    expect(withToken.statusCode).toBe(200);

    const again = await serve(`/api/media/${item.id}/800.webp`, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect((await serve(`/api/media/${item.id}/800.webp`, { 'if-none-match': `W/${etag}, "other"` })).statusCode).toBe(304);
    expect((await serve(`/api/media/${item.id}/800.webp`, { 'if-none-match': '"other"' })).statusCode).toBe(200);
    expect((await serve(`/api/media/${item.id}/400.webp`, { 'if-none-match': etag })).statusCode).toBe(200);
  });

  it('answers 404 in words for an unknown image, a width it was not made at, or an address that cannot be one', async () => {
    const item = (await upload(await image('png', 1000, 500), { name: 'hero.png' })).json();
    for (const url of [
      `/api/media/${randomUUID()}/800.webp`,
      `/api/media/${item.id}/1600.webp`,
      `/api/media/${item.id}/0800.webp`,
      `/api/media/${item.id}/99999999999999999999.webp`,
      `/api/media/not-an-id/800.webp`,
    ]) {
      const response = await serve(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().error).toEqual({
        code: 'not_found',
        message: 'We could not find that image. It may have been deleted.',
      });
      expect(response.headers['cache-control']).toBeUndefined();
    }
    expect((await serve(`/api/media/${randomUUID()}/800.webp`, { 'if-none-match': '*' })).statusCode).toBe(404);
  });

  it('lists newest first, one keyset page at a time, without the bytes', async () => {
    const ids: string[] = [];
    for (let index = 0; index < 5; index += 1) {
      service.setClock(new Date(NOW.getTime() + index * 60_000));
      ids.push((await upload(await image('png', 420, 100), { name: `p${index}.png` })).json().id);
    }
    const headers = service.as(EDITOR);
    const first = (await service.request({ method: 'GET', url: '/api/content/media?limit=2', headers })).json();
    expect(first.items.map((item: { id: string }) => item.id)).toEqual([ids[4], ids[3]]);
    expect(first.items[0]).not.toHaveProperty('original');
    const second = (
      await service.request({ method: 'GET', url: `/api/content/media?limit=2&cursor=${first.nextCursor}`, headers })
    ).json();
    const third = (
      await service.request({ method: 'GET', url: `/api/content/media?limit=2&cursor=${second.nextCursor}`, headers })
    ).json();
    expect([...second.items, ...third.items].map((item: { id: string }) => item.id)).toEqual([ids[2], ids[1], ids[0]]);
    expect(third.nextCursor).toBeNull();
    const bad = await service.request({ method: 'GET', url: '/api/content/media?cursor=bm9wZQ', headers });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fieldErrors).toHaveProperty('cursor');
    const tooMany = await service.request({ method: 'GET', url: '/api/content/media?limit=1000', headers });
    expect(tooMany.json().error.fieldErrors).toHaveProperty('limit');
  });

  it('sets the alt text the library offers, requiring one, and says when the image is gone', async () => {
    const item = (await upload(await image('png', 420, 100), { name: 'p.png' })).json();
    const put = (id: string, payload: object) =>
      service.request({ method: 'PUT', url: `/api/content/media/${id}`, headers: service.as(EDITOR), payload });
    const saved = await put(item.id, { alt: '  Two scholars at a microscope  ' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ id: item.id, alt: 'Two scholars at a microscope', srcset: item.srcset });
    const empty = await put(item.id, { alt: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fieldErrors).toEqual({ alt: 'Describe the image for people who cannot see it.' });
    const missing = await put(randomUUID(), { alt: 'x' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe(CONTENT_MESSAGES.noSuchMedia);
    const [row] = await service.rows(sql`SELECT alt FROM media WHERE id = ${item.id}`);
    expect(row.alt).toBe('Two scholars at a microscope');
  });

  it('refuses to delete an image a post, an event or a programme page shows, naming them; deletes it once free', async () => {
    const item = (await upload(await image('png', 900, 450), { name: 'cover.png' })).json();
    const post = await addPost(service, { slug: 'borehole', title: 'The borehole question', coverMediaId: item.id });
    const event = await addEvent(service, {
      slug: 'open-day',
      title: 'Open day',
      eventStartsAt: new Date('2026-06-01T08:00:00Z'),
      socialMediaId: item.id,
    });
    const programme = await addProgram(service, { slug: 'stepup', name: 'StepUp Scholars', heroMediaId: item.id });
    const remove = () =>
      service.request({ method: 'DELETE', url: `/api/content/media/${item.id}`, headers: service.as('admin-kofi') });

    const refused = await remove();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual({
      code: 'conflict',
      message:
        'This image is still used by “Open day”, “The borehole question”, “StepUp Scholars”. Choose another image there first, then delete this one.',
    });
    expect(await mediaCount()).toBe(1);
    expect((await serve(item.url)).statusCode).toBe(200);

    await service.database.db.execute(
      sql`UPDATE content SET cover_media_id = NULL, social_media_id = NULL WHERE id IN (${post.id}, ${event.id})`,
    );
    expect((await remove()).json().error.message).toMatch(/used by “StepUp Scholars”\./);
    await service.database.db.execute(sql`UPDATE programs SET hero_media_id = NULL WHERE id = ${programme.id}`);

    expect((await remove()).statusCode).toBe(204);
    expect(await mediaCount()).toBe(0);
    expect(await service.count(sql`SELECT count(*) AS n FROM media_variants`)).toBe(0);
    expect((await serve(item.url)).statusCode).toBe(404);
    const again = await remove();
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe(CONTENT_MESSAGES.noSuchMedia);
  });

  it('tells live lists about each change once it is stored', async () => {
    const heard: ContentChange[] = [];
    const stop = service.ctx.changes.subscribe((change) => heard.push(change));
    try {
      const item = (await upload(await image('png', 420, 100), { name: 'p.png' })).json();
      await service.request({
        method: 'PUT',
        url: `/api/content/media/${item.id}`,
        headers: service.as(EDITOR),
        payload: { alt: 'A' },
      });
      await service.request({ method: 'DELETE', url: `/api/content/media/${item.id}`, headers: service.as('admin-kofi') });
      await upload(Buffer.from('not an image'), { name: 'no.png' });
      expect(heard).toEqual([
        { kind: 'media', id: item.id, action: 'created', byName: 'Amina Editor', at: NOW.toISOString() },
        { kind: 'media', id: item.id, action: 'saved', byName: 'Amina Editor', at: NOW.toISOString() },
        { kind: 'media', id: item.id, action: 'deleted', byName: 'admin-kofi', at: NOW.toISOString() },
      ]);
    } finally {
      stop();
    }
  });
});
