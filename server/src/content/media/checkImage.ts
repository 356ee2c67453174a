import sharp from 'sharp';
import { DataError } from '@sla/contract';
import { UploadRefusal } from '../../applications/files/uploadRefusal.js';
import { MEDIA_MAX_BYTES, MEDIA_MAX_PIXELS, MEDIA_MESSAGES, sniffImageType, type MediaType } from './mediaRules.js';

const FORMAT_TYPES: Record<string, MediaType> = { png: 'image/png', jpeg: 'image/jpeg', webp: 'image/webp' };

/** "… is not a PNG, JPEG or WebP picture", on the file field. */
export const notAnImage = (name: string) =>
  new DataError('invalid_input', MEDIA_MESSAGES.notAnImage(name), { file: MEDIA_MESSAGES.notAnImage(name) });

/** How every check and pipeline opens an upload: at most the pixel limit, and a damaged file is refused, not half grey. */
export const IMAGE_INPUT = { limitInputPixels: MEDIA_MAX_PIXELS, failOn: 'warning' } as const;

/**
 * The media library's rules for an uploaded picture, shared by library images and alumni photos: not empty, at most
 * 10 MB (413), PNG, JPEG or WebP by its first bytes and by its decoder alike (the declared type and the name's ending
 * are not trusted), within the pixel limit that stops decompression bombs. Answers its type and header.
 */
export async function checkImage(bytes: Buffer, name: string): Promise<{ contentType: MediaType; metadata: sharp.Metadata }> {
  if (bytes.length === 0) throw new DataError('invalid_input', MEDIA_MESSAGES.empty(name), { file: MEDIA_MESSAGES.empty(name) });
  if (bytes.length > MEDIA_MAX_BYTES) throw new UploadRefusal(413, MEDIA_MESSAGES.tooLarge(bytes.length));
  const sniffed = sniffImageType(bytes);
  if (!sniffed) throw notAnImage(name);
  let metadata: sharp.Metadata;
  try {
    // Only the header is read here, so the pixel limit is checked below, where it can be said in words.
    metadata = await sharp(bytes, { ...IMAGE_INPUT, limitInputPixels: false }).metadata();
  } catch {
    throw notAnImage(name);
  }
  const contentType = FORMAT_TYPES[metadata.format ?? ''];
  if (contentType !== sniffed || !metadata.width || !metadata.height) throw notAnImage(name);
  if (metadata.width * metadata.height > MEDIA_MAX_PIXELS) {
    const message = MEDIA_MESSAGES.tooManyPixels(name, metadata.width, metadata.height);
    throw new DataError('invalid_input', message, { file: message });
  }
  return { contentType, metadata };
}
