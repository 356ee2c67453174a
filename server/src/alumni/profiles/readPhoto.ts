import { and, eq } from 'drizzle-orm';
import { DataError } from '@sla/contract';
import type { ServiceContext } from '../../context.js';
import { uuidId } from '../../cursor.js';
import { alumniPhotos } from '../../db/schema.js';
import { PROFILE_MESSAGES } from './profileRefusals.js';

export type PhotoAnswer = { etag: string; notModified: true } | { etag: string; notModified: false; data: Buffer };

const noSuchPhoto = () => new DataError('not_found', PROFILE_MESSAGES.noSuchPhoto);

/** Whether `ifNoneMatch` (a list of entity tags, or "*") already names `etag`; weak tags count for a GET. */
function alreadyHas(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

/**
 * One size of a profile photo, for whoever holds its address (the address is the permission: only viewers allowed
 * the photo are given it, and it changes when the photo or its visibility does). The bytes behind an id never change,
 * so the tag is made from the id and size, and a browser that has it gets a 304. Anything else is a 404.
 */
export async function readPhoto(
  ctx: ServiceContext,
  id: string,
  size: string,
  ifNoneMatch: string | undefined,
): Promise<PhotoAnswer> {
  if (uuidId(id) === null || (size !== 'small' && size !== 'large')) throw noSuchPhoto();
  const etag = `"${id}-${size}"`;
  const where = and(eq(alumniPhotos.id, id), eq(alumniPhotos.size, size));
  if (alreadyHas(ifNoneMatch, etag)) {
    const [found] = await ctx.db.select({ size: alumniPhotos.size }).from(alumniPhotos).where(where);
    if (!found) throw noSuchPhoto();
    return { etag, notModified: true };
  }
  const [found] = await ctx.db.select({ bytes: alumniPhotos.bytes }).from(alumniPhotos).where(where);
  if (!found) throw noSuchPhoto();
  return { etag, notModified: false, data: Buffer.from(found.bytes) };
}
