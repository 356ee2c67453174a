import sharp from 'sharp';
import { DataError } from '@sla/data';
import { UploadRefusal } from '../../applications/files/uploadRefusal.js';
import {
  MEDIA_MAX_BYTES,
  MEDIA_MAX_PIXELS,
  MEDIA_MESSAGES,
  sniffImageType,
  VARIANT_QUALITY,
} from '../../content/media/mediaRules.js';
import type { PhotoSizes } from './photoStore.js';

/** The sides, in pixels, of the two squares a profile photo is kept as: lists and the profile page. */
export const PHOTO_SIZES = { small: 96, large: 320 } as const;

const FORMATS = { png: 'image/png', jpeg: 'image/jpeg', webp: 'image/webp' } as const;

const notAnImage = (name: string) =>
  new DataError('invalid_input', MEDIA_MESSAGES.notAnImage(name), { file: MEDIA_MESSAGES.notAnImage(name) });

/**
 * Checks an uploaded photo by its content, with the media library's rules (PNG, JPEG or WebP by its first bytes and
 * its decoder, 10 MB, the pixel limit that stops decompression bombs), and makes the two square WebPs kept of it:
 * turned upright, cropped to the middle square, without metadata (a camera's GPS position never leaves the upload).
 */
export async function squarePhoto(bytes: Buffer, name: string): Promise<PhotoSizes> {
  if (bytes.length === 0) throw new DataError('invalid_input', MEDIA_MESSAGES.empty(name), { file: MEDIA_MESSAGES.empty(name) });
  if (bytes.length > MEDIA_MAX_BYTES) throw new UploadRefusal(413, MEDIA_MESSAGES.tooLarge(bytes.length));
  const sniffed = sniffImageType(bytes);
  if (!sniffed) throw notAnImage(name);
  const options = { limitInputPixels: MEDIA_MAX_PIXELS, failOn: 'warning' } as const;
  let metadata: sharp.Metadata;
  try {
    // Only the header is read here, so the pixel limit is checked below, where it can be said in words.
    metadata = await sharp(bytes, { ...options, limitInputPixels: false }).metadata();
  } catch {
    throw notAnImage(name);
  }
  const format = FORMATS[metadata.format as keyof typeof FORMATS];
  if (format !== sniffed || !metadata.width || !metadata.height) throw notAnImage(name);
  if (metadata.width * metadata.height > MEDIA_MAX_PIXELS) {
    const message = MEDIA_MESSAGES.tooManyPixels(name, metadata.width, metadata.height);
    throw new DataError('invalid_input', message, { file: message });
  }
  try {
    const upright = sharp(bytes, options).rotate();
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
