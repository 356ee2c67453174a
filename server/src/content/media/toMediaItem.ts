import { sql } from 'drizzle-orm';
import type { MediaItem } from '@sla/contract';
import { media } from '../../db/schema.js';

/** Where a variant is served (publicMedia route): one address per image and width, never reused. */
export const variantUrl = (mediaId: string, width: number) => `/api/media/${mediaId}/${width}.webp`;

/** "…/400.webp 400w, …/800.webp 800w" for an <img srcset>, from the widths made of the image. */
export const srcsetOf = (mediaId: string, widths: readonly number[]) =>
  [...widths]
    .sort((a, b) => a - b)
    .map((width) => `${variantUrl(mediaId, width)} ${width}w`)
    .join(', ');

/**
 * What a library listing reads of an image: everything but the bytes of the original, and the widths
 * its variants were made at.
 */
export const mediaColumns = {
  id: media.id,
  fileName: media.fileName,
  contentType: media.contentType,
  width: media.width,
  height: media.height,
  size: media.size,
  alt: media.alt,
  uploadedByName: media.uploadedByName,
  createdAt: media.createdAt,
  widths: sql<
    number[]
  >`coalesce((SELECT array_agg(v.width ORDER BY v.width) FROM media_variants v WHERE v.media_id = ${media.id}), '{}')`.as(
    'widths',
  ),
};

export interface MediaListRow {
  id: string;
  fileName: string;
  contentType: MediaItem['contentType'];
  width: number;
  height: number;
  size: number;
  alt: string;
  uploadedByName: string;
  createdAt: Date;
  widths: number[];
}

export function toMediaItem(row: MediaListRow): MediaItem {
  const widths = row.widths.map(Number);
  return {
    id: row.id,
    fileName: row.fileName,
    contentType: row.contentType,
    width: row.width,
    height: row.height,
    size: row.size,
    alt: row.alt,
    url: widths.length ? variantUrl(row.id, Math.max(...widths)) : '',
    srcset: srcsetOf(row.id, widths),
    uploadedByName: row.uploadedByName,
    createdAt: row.createdAt.toISOString(),
  };
}
