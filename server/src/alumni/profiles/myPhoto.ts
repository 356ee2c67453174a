import { eq } from 'drizzle-orm';
import type { MyAlumniProfile } from '@sla/contract';
import { plainFileName } from '../../applications/files/uploadRules.js';
import type { Caller, ServiceContext } from '../../context.js';
import { alumniProfiles } from '../../db/schema.js';
import { startedProfile } from './getMyProfile.js';
import { loadProfile } from './loadProfile.js';
import { requireProfileOwner } from './ownProfile.js';
import { deletePhoto, storePhoto } from './photoStore.js';
import { squarePhoto } from './squarePhoto.js';
import { toMyProfile } from './toMyProfile.js';

export interface PhotoUpload {
  /** The X-File-Name header, URI-encoded. */
  fileName: string | string[] | undefined;
  /** The raw body; anything but bytes means no parser read it. */
  body: unknown;
}

/** Sets (photoId) or clears (null) the caller's photo and drops the old one's rows: its address stops working. */
async function replacePhoto(ctx: ServiceContext, owner: Caller, photo: Parameters<typeof storePhoto>[1] | null) {
  const uid = owner.token.uid;
  const now = ctx.now();
  await startedProfile(ctx.db, owner, now);
  await ctx.db.transaction(async (tx) => {
    const { row } = (await loadProfile(tx, uid, { lock: true }))!;
    const photoId = photo ? await storePhoto(tx, photo) : null;
    await tx.update(alumniProfiles).set({ photoId, updatedAt: now }).where(eq(alumniProfiles.uid, uid));
    await deletePhoto(tx, row.photoId);
  });
  return toMyProfile((await loadProfile(ctx.db, uid))!);
}

/**
 * POST /alumni/profile/photo: a new photo, checked by its content like the media library's images (the declared type
 * is not consulted), kept as two square WebPs under a new address.
 */
export async function uploadMyPhoto(ctx: ServiceContext, caller: Caller | null, upload: PhotoUpload): Promise<MyAlumniProfile> {
  const owner = await requireProfileOwner(ctx, caller, 'upload_alumni_photo');
  const name = plainFileName(upload.fileName);
  const bytes = Buffer.isBuffer(upload.body) ? upload.body : Buffer.alloc(0);
  return replacePhoto(ctx, owner, await squarePhoto(bytes, name));
}

/** DELETE /alumni/profile/photo: no photo; the old address stops working. */
export async function removeMyPhoto(ctx: ServiceContext, caller: Caller | null): Promise<MyAlumniProfile> {
  const owner = await requireProfileOwner(ctx, caller, 'remove_alumni_photo');
  return replacePhoto(ctx, owner, null);
}
