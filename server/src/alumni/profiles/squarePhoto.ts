import sharp from 'sharp';
import { checkImage, IMAGE_INPUT, notAnImage } from '../../content/media/checkImage.js';
import { VARIANT_QUALITY } from '../../content/media/mediaRules.js';
import type { PhotoSizes } from './photoStore.js';

/** The sides, in pixels, of the two squares a profile photo is kept as: lists and the profile page. */
export const PHOTO_SIZES = { small: 96, large: 320 } as const;

/**
 * Checks an uploaded photo by its content, with the media library's rules (PNG, JPEG or WebP by its first bytes and
 * its decoder, 10 MB, the pixel limit that stops decompression bombs), and makes the two square WebPs kept of it:
 * turned upright, cropped to the middle square, without metadata (a camera's GPS position never leaves the upload).
 */
export async function squarePhoto(bytes: Buffer, name: string): Promise<PhotoSizes> {
  await checkImage(bytes, name);
  try {
    const upright = sharp(bytes, IMAGE_INPUT).rotate();
    // One after the other: each pipeline may hold a whole decoded picture.
    const square = async (side: number) =>
      upright
        .clone()
        .resize({ width: side, height: side, fit: 'cover', position: 'centre' })
        .webp({ quality: VARIANT_QUALITY })
        .toBuffer();
    const small = await square(PHOTO_SIZES.small);
    const large = await square(PHOTO_SIZES.large);
    return { small, large };
  } catch {
    // The header was readable but the pixels are not (a cut-off or corrupted file).
    throw notAnImage(name);
  }
}
