import sharp from 'sharp';
import { MEDIA_WIDTHS } from '@sla/contract/schemas';
import { checkImage, IMAGE_INPUT, notAnImage } from './checkImage.js';
import { VARIANT_QUALITY, variantWidths, type MediaType } from './mediaRules.js';

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

/**
 * Checks an uploaded image by its content and makes what the library keeps of it: a clean original and
 * WebP variants at the standard widths. The declared type and the name's ending are not trusted; the
 * first bytes and then the decoder decide. Re-encoding drops EXIF (sharp keeps no metadata unless asked),
 * after `rotate()` has turned the picture the way the camera's orientation tag said.
 */
export async function processImage(bytes: Buffer, name: string): Promise<ProcessedImage> {
  const { contentType, metadata } = await checkImage(bytes, name);
  const { width, height } = metadata.autoOrient;

  try {
    const upright = sharp(bytes, IMAGE_INPUT).rotate();
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
