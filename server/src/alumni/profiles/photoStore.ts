import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { alumniPhotos } from '../../db/schema.js';

export interface PhotoSizes {
  small: Buffer;
  large: Buffer;
}

/** Stores both sizes under a fresh random id, the photo's address from now on; its id. */
export async function storePhoto(tx: Db, sizes: PhotoSizes): Promise<string> {
  const id = randomUUID();
  await tx.insert(alumniPhotos).values([
    { id, size: 'small', contentType: 'image/webp', bytes: sizes.small },
    { id, size: 'large', contentType: 'image/webp', bytes: sizes.large },
  ]);
  return id;
}

/**
 * Moves a photo to a fresh random id and drops the old one, so every address handed out before stops working (after
 * its visibility narrowed, someone who was shown it may no longer be). The bytes are copied inside the database.
 */
export async function rekeyPhoto(tx: Db, oldId: string): Promise<string> {
  const id = randomUUID();
  await tx.execute(
    sql`INSERT INTO alumni_photos (id, size, content_type, bytes) SELECT ${id}, size, content_type, bytes FROM alumni_photos WHERE id = ${oldId}`,
  );
  await deletePhoto(tx, oldId);
  return id;
}

export async function deletePhoto(tx: Db, id: string | null): Promise<void> {
  if (id) await tx.delete(alumniPhotos).where(eq(alumniPhotos.id, id));
}
