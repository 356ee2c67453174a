// Profile photos: an upload is checked by its content and kept as two square WebPs at a capability address that needs
// no sign-in; a new upload, a narrower visibility or a removal makes the old address stop working.
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeEach, expect, it } from 'vitest';
import { DEFAULT_PROFILE_VISIBILITY } from '@sla/contract';
import { describeOnEachBackend } from '../../testing/backends.js';
import { useTestService } from '../../testing/useTestService.js';
import { fetchPhoto, landscapePng, profileClient, profileInput } from './testing.js';

describeOnEachBackend('alumni profiles: photos', (backend) => {
  const service = useTestService(backend);
  const ama = () => profileClient(service, 'ama');

  beforeEach(async () => {
    await service.addUser('ama', 'alumni', { displayName: 'Ama Mensah' });
  });

  it('crops an upload square, serves both sizes as WebP to anyone holding the address, with a year’s cache and 304s', async () => {
    const uploaded = await ama().upload(await landscapePng(), 'holiday photo.png');
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const photo = uploaded.json().photo;
    expect(photo.small).toMatch(/^\/api\/alumni\/photos\/[0-9a-f-]{36}\/small\.webp$/);
    for (const [size, side] of [
      ['small', 96],
      ['large', 320],
    ] as const) {
      const response = await fetchPhoto(service, photo[size]);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const metadata = await sharp(response.rawPayload).metadata();
      expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', side, side]);
      const again = await fetchPhoto(service, photo[size], { 'if-none-match': String(response.headers.etag) });
      expect(again.statusCode).toBe(304);
    }
    expect(await service.count(sql`SELECT count(*) AS n FROM alumni_photos`)).toBe(2);
  });

  it('stops serving the old address after a new upload, and after a removal', async () => {
    const first = (await ama().upload(await landscapePng())).json().photo;
    const second = (await ama().upload(await landscapePng(300, 500))).json().photo;
    expect(second.large).not.toBe(first.large);
    expect((await fetchPhoto(service, first.large)).statusCode).toBe(404);
    expect((await fetchPhoto(service, first.small)).statusCode).toBe(404);
    expect((await fetchPhoto(service, second.large)).statusCode).toBe(200);

    const removed = await ama().removePhoto();
    expect(removed.statusCode).toBe(200);
    expect(removed.json().photo).toBeNull();
    expect((await fetchPhoto(service, second.large)).statusCode).toBe(404);
    expect(await service.count(sql`SELECT count(*) AS n FROM alumni_photos`)).toBe(0);
  });

  it('moves the photo to a new address when its visibility narrows, and keeps it when it widens', async () => {
    const first = (await ama().upload(await landscapePng())).json().photo;
    const widened = await ama().save(profileInput({ visibility: { ...DEFAULT_PROFILE_VISIBILITY, photo: 'alumni' } }));
    expect(widened.json().photo).toEqual(first);

    const narrowed = await ama().save(profileInput({ visibility: { ...DEFAULT_PROFILE_VISIBILITY, photo: 'only_me' } }));
    expect(narrowed.statusCode, narrowed.body).toBe(200);
    const moved = narrowed.json().photo;
    expect(moved.large).not.toBe(first.large);
    expect((await fetchPhoto(service, first.large)).statusCode).toBe(404);
    expect((await fetchPhoto(service, first.small)).statusCode).toBe(404);
    const served = await fetchPhoto(service, moved.large);
    expect(served.statusCode).toBe(200);
    expect((await sharp(served.rawPayload).metadata()).width).toBe(320);
    expect(await service.count(sql`SELECT count(*) AS n FROM alumni_photos`)).toBe(2);
  });

  it('refuses what is not a PNG, JPEG or WebP by its content, in words, and keeps the photo it had', async () => {
    const kept = (await ama().upload(await landscapePng())).json().photo;
    const text = await ama().upload(Buffer.from('GIF89a not really'), 'cat.png');
    expect(text.statusCode).toBe(400);
    expect(text.json().error.message).toMatch(/“cat\.png” is not a PNG, JPEG or WebP image/);
    const empty = await ama().upload(Buffer.alloc(0), 'empty.png');
    expect(empty.statusCode).toBe(400);
    expect((await ama().mine()).json().photo).toEqual(kept);
  });

  it('answers 404 for an address that names no photo or no size', async () => {
    const photo = (await ama().upload(await landscapePng())).json().photo;
    for (const url of [
      photo.large.replace('large', 'medium'),
      '/api/alumni/photos/not-a-uuid/small.webp',
      '/api/alumni/photos/6f1c2a7e-0000-4000-8000-000000000001/small.webp',
    ])
      expect((await fetchPhoto(service, url)).statusCode, url).toBe(404);
  });
});
