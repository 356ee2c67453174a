// Small generated images for the media specs: made by sharp in memory, so no binary files live in the repository.
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { media, mediaVariants } from '../../db/schema.js';
import type { InjectResponse, TestService } from '../../testing/testService.js';

export type ImageFormat = 'png' | 'jpeg' | 'webp';

/** A flat image with a darker band across its top, so a turned picture can be told from an upright one. */
export async function image(format: ImageFormat, width: number, height: number): Promise<Buffer> {
  const band = await sharp({ create: { width, height: Math.max(1, Math.round(height / 4)), channels: 3, background: '#07463a' } })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: '#e3f1ec' } })
    .composite([{ input: band, top: 0, left: 0 }])
    .toFormat(format)
    .toBuffer();
}

/**
 * A JPEG stored sideways with an EXIF orientation of 6 ("turn 90° clockwise to show"), carrying the kind of
 * metadata cameras write: who took it and where (GPS).
 */
export async function sidewaysPhotoWithExif(width: number, height: number): Promise<Buffer> {
  return sharp(await image('jpeg', width, height))
    .withExif({
      IFD0: { Artist: 'Jane Photographer', Copyright: 'Jane' },
      IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '1/1 17/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '36/1 49/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .jpeg()
    .toBuffer();
}

/** POST /api/content/media as `uid`, the way the portal sends a file. */
export function uploadAs(
  service: TestService,
  uid: string | null,
  bytes: Buffer,
  { name = 'photo.png', type = 'image/png' }: { name?: string; type?: string | null } = {},
): Promise<InjectResponse> {
  const headers: Record<string, string> = { 'x-file-name': encodeURIComponent(name) };
  if (type !== null) headers['content-type'] = type;
  if (uid) Object.assign(headers, service.as(uid));
  return service.request({ method: 'POST', url: '/api/content/media', headers, payload: bytes });
}

/**
 * A library image written straight to the tables (no resizing), for suites that only need one to exist:
 * its "variant" holds a few bytes, not a real WebP.
 */
export async function addMedia(service: TestService, fields: { id?: string; alt?: string } = {}): Promise<{ id: string }> {
  const id = fields.id ?? randomUUID();
  const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  await service.database.db.insert(media).values({
    id,
    fileName: 'fixture.png',
    contentType: 'image/png',
    width: 400,
    height: 200,
    size: bytes.length,
    alt: fields.alt ?? 'A fixture',
    original: bytes,
    uploadedBy: 'fixture',
    uploadedByName: 'Fixture',
    createdAt: new Date(),
  });
  await service.database.db.insert(mediaVariants).values({ mediaId: id, width: 400, height: 200, data: bytes });
  return { id };
}
