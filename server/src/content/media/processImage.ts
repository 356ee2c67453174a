import sharp from 'sharp';
import { DataError } from '@sla/data';
import { MEDIA_WIDTHS } from '@sla/data/schemas';
import { UploadRefusal } from '../../applications/files/uploadRefusal.js';
import {
  MEDIA_MAX_BYTES,
  MEDIA_MAX_PIXELS,
  MEDIA_MESSAGES,
  sniffImageType,
  VARIANT_QUALITY,
  variantWidths,
  type MediaType,
} from './mediaRules.js';

export interface ImageVariant {
  width: number;
  height: number;
  /** WebP. */
  data: Buffer;
}

export interface ProcessedImage {
  contentType: MediaType;
  /** As the image is shown, after turning it upright. */
  width: number;
  height: number;
  /** The upload turned upright, in its own format, without its metadata (camera, GPS position, ...). */
  original: Buffer;
  variants: ImageVariant[];
}

const FORMAT_TYPES: Record<string, MediaType> = { png: 'image/png', jpeg: 'image/jpeg', webp: 'image/webp' };

const notAnImage = (name: string) =>
  new DataError('invalid_input', MEDIA_MESSAGES.notAnImage(name), { file: MEDIA_MESSAGES.notAnImage(name) });

/**
 * Checks an uploaded image by its content and makes what the library keeps of it: a clean original and
 * WebP variants at the standard widths. The declared type and the name's ending are not trusted; the
 * first bytes and then the decoder decide. Re-encoding drops EXIF (sharp keeps no metadata unless asked),
 * after `rotate()` has turned the picture the way the camera's orientation tag said.
 */
export async function processImage(bytes: Buffer, name: string): Promise<ProcessedImage> {
  if (bytes.length === 0) throw new DataError('invalid_input', MEDIA_MESSAGES.empty(name), { file: MEDIA_MESSAGES.empty(name) });
  if (bytes.length > MEDIA_MAX_BYTES) throw new UploadRefusal(413, MEDIA_MESSAGES.tooLarge(bytes.length));
  const sniffed = sniffImageType(bytes);
  if (!sniffed) throw notAnImage(name);

  // failOn 'warning': a truncated or damaged file is refused rather than stored half grey.
  const options = { limitInputPixels: MEDIA_MAX_PIXELS, failOn: 'warning' } as const;
  let metadata: sharp.Metadata;
  try {
    // Only the header is read here, so the pixel limit is checked below, where it can be said in words.
    metadata = await sharp(bytes, { ...options, limitInputPixels: false }).metadata();
  } catch {
    throw notAnImage(name);
  }
  const contentType = FORMAT_TYPES[metadata.format ?? ''];
  if (contentType !== sniffed || !metadata.width || !metadata.height) throw notAnImage(name);
  if (metadata.width * metadata.height > MEDIA_MAX_PIXELS) {
    const message = MEDIA_MESSAGES.tooManyPixels(name, metadata.width, metadata.height);
    throw new DataError('invalid_input', message, { file: message });
  }
  const { width, height } = metadata.autoOrient;

  try {
    const upright = sharp(bytes, options).rotate();
    const original = await reencode(upright.clone(), contentType);
    // One after the other: each pipeline may hold a whole decoded picture (up to 160 MB at the pixel limit).
    const variants: ImageVariant[] = [];
    for (const target of variantWidths(width, MEDIA_WIDTHS)) {
      const { data, info } = await upright
        .clone()
        .resize({ width: target, withoutEnlargement: true })
        .webp({ quality: VARIANT_QUALITY })
        .toBuffer({ resolveWithObject: true });
      variants.push({ width: info.width, height: info.height, data });
    }
    return { contentType, width, height, original, variants };
  } catch {
    // The header was readable but the pixels are not (a cut-off or corrupted file).
    throw notAnImage(name);
  }
}

/** The same format again, at a quality that keeps what was uploaded; PNG stays lossless. */
function reencode(image: sharp.Sharp, type: MediaType): Promise<Buffer> {
  if (type === 'image/png') return image.png().toBuffer();
  if (type === 'image/jpeg') return image.jpeg({ quality: 90 }).toBuffer();
  return image.webp({ quality: 90 }).toBuffer();
}
