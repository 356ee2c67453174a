import { MEDIA_MAX_MB, type MEDIA_TYPES } from '@sla/contract/schemas';
import { formatFileSize, MEDIA_MESSAGES as SHARED_MEDIA_MESSAGES } from '@sla/domain';

export type MediaType = (typeof MEDIA_TYPES)[number];

/** The largest image anyone may upload, in bytes. */
export const MEDIA_MAX_BYTES = MEDIA_MAX_MB * 1024 * 1024;

/**
 * More pixels than this are refused before anything is decoded: a small file can hold an enormous
 * blank image (a decompression bomb), and decoding 40 million pixels already takes 160 MB.
 */
export const MEDIA_MAX_PIXELS = 40_000_000;

/** WebP quality of the variants: photos stay crisp at about a third of a JPEG's size. */
export const VARIANT_QUALITY = 78;

/** The media refusals (@sla/domain), with this service's limits. */
export const MEDIA_MESSAGES = {
  ...SHARED_MEDIA_MESSAGES,
  tooLarge: (size?: number) =>
    SHARED_MEDIA_MESSAGES.tooLarge(MEDIA_MAX_MB, size === undefined ? undefined : formatFileSize(size)),
  tooManyPixels: (name: string, width: number, height: number) =>
    SHARED_MEDIA_MESSAGES.tooManyPixels(name, width, height, MEDIA_MAX_PIXELS / 1_000_000),
} as const;

const WEBP_RIFF = [0x52, 0x49, 0x46, 0x46];
const WEBP_TAG = [0x57, 0x45, 0x42, 0x50];

/**
 * The type a file's first bytes say it is, or null. Checked before the image library sees the bytes,
 * so only these three decoders ever run on an upload (never SVG, TIFF, GIF or anything else it reads).
 */
export function sniffImageType(bytes: Uint8Array): MediaType | null {
  const at = (offset: number, signature: readonly number[]) => signature.every((byte, index) => bytes[offset + index] === byte);
  if (at(0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (at(0, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (at(0, WEBP_RIFF) && at(8, WEBP_TAG)) return 'image/webp';
  return null;
}

/**
 * The widths to make of an image `width` pixels wide: each standard width narrower than it, and the
 * image's own width when it is no wider than the largest (never enlarged: a 600-pixel image gets 400 and 600).
 */
export function variantWidths(width: number, standard: readonly number[]): number[] {
  const widths = standard.filter((candidate) => candidate < width);
  if (width <= Math.max(...standard)) widths.push(width);
  return widths;
}
