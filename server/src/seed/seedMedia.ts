import sharp from 'sharp';
import { and, eq, isNull, like } from 'drizzle-orm';
import type { ServiceContext } from '../context.js';
import { ingestMedia } from '../content/media/ingestMedia.js';
import { content, media } from '../db/schema.js';
import { SUNRISE_ALT, SUNRISE_SVG } from './media/sunriseIllustration.js';

/** Fixed, so a second seeding finds the image and leaves everything as it is. */
export const SEED_COVER_MEDIA_ID = '5eed0000-0000-4000-8000-00000000c0e1';
/** The demo story whose cover comes from the media library, with resized WebP variants. */
export const SEED_COVER_STORY = 'research-question-before-the-pipette';

/**
 * One demo story gets a real, photo-sized cover through the same path as an editor's upload (checked,
 * resized, stored with its variants), so the public pages show a library image with srcset from the
 * start. Runs after the content seed. Nothing happens when the image is already there, or when the story's
 * cover was changed during a demo (it no longer shows one of the shipped illustrations).
 */
export async function seedMedia(ctx: ServiceContext): Promise<void> {
  const [existing] = await ctx.db.select({ id: media.id }).from(media).where(eq(media.id, SEED_COVER_MEDIA_ID));
  if (existing) return;
  const stillSeeded = and(
    eq(content.type, 'post'),
    eq(content.slug, SEED_COVER_STORY),
    isNull(content.coverMediaId),
    like(content.coverImageUrl, '/images/stories/%'),
  );
  const [story] = await ctx.db.select({ id: content.id }).from(content).where(stillSeeded);
  if (!story) return;

  // A JPEG, as a camera or a designer would hand it over; quality 88 keeps the drawing's edges clean.
  const photo = await sharp(Buffer.from(SUNRISE_SVG)).jpeg({ quality: 88 }).toBuffer();
  const cover = await ingestMedia(ctx, {
    id: SEED_COVER_MEDIA_ID,
    bytes: photo,
    fileName: 'sunrise-over-the-hills.jpg',
    uploadedBy: 'demo-content-editor',
    uploadedByName: 'Thandiwe Nkosi',
    alt: SUNRISE_ALT,
  });
  await ctx.db
    .update(content)
    .set({ coverMediaId: cover.id, coverImageUrl: cover.url, coverImageAlt: SUNRISE_ALT })
    .where(and(eq(content.id, story.id), stillSeeded));
}
