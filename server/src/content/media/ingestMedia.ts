import { randomUUID } from 'node:crypto';
import type { MediaItem } from '@sla/contract';
import type { ServiceContext } from '../../context.js';
import { media, mediaVariants } from '../../db/schema.js';
import { processImage } from './processImage.js';
import { toMediaItem } from './toMediaItem.js';

export interface NewMedia {
  bytes: Buffer;
  /** A plain name, already checked. */
  fileName: string;
  uploadedBy: string;
  uploadedByName: string;
  alt?: string;
  /** The demo seed gives its images fixed ids, so seeding twice finds them. */
  id?: string;
  /** 'story' for an alumnus's story picture (decision 0048): out of the library until its story is published. */
  scope?: 'library' | 'story';
}

/**
 * Adds an image to the media library: checked and resized first (outside any transaction: resizing takes a
 * while and holds no rows), then the original and every variant stored together, so the library never
 * lists an image whose variants are missing. Editors connected live hear of it once it is committed.
 */
export async function ingestMedia(ctx: ServiceContext, upload: NewMedia): Promise<MediaItem> {
  const image = await processImage(upload.bytes, upload.fileName);
  const id = upload.id ?? randomUUID();
  const now = ctx.now();
  const row = {
    id,
    fileName: upload.fileName,
    contentType: image.contentType,
    width: image.width,
    height: image.height,
    size: upload.bytes.length,
    alt: upload.alt ?? '',
    uploadedByName: upload.uploadedByName,
    createdAt: now,
  };
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(media)
      .values({ ...row, original: image.original, uploadedBy: upload.uploadedBy, scope: upload.scope ?? 'library' });
    await tx.insert(mediaVariants).values(image.variants.map((variant) => ({ mediaId: id, ...variant })));
  });
  // The library's open pages list it; a story picture is not in the library.
  if (upload.scope !== 'story')
    ctx.changes.publish({ kind: 'media', id, action: 'created', byName: upload.uploadedByName, at: now.toISOString() });
  return toMediaItem({ ...row, widths: image.variants.map((variant) => variant.width) });
}
