import { eq } from 'drizzle-orm';
import { invalidInput } from '@sla/contract';
import { CONTENT_MESSAGES } from '@sla/contract/schemas';
import type { Db } from '../../db/database.js';
import { media } from '../../db/schema.js';

/**
 * Refuses (400 on `<field>.mediaId`) an image said to be from the library that is not there: the schema can only say
 * the id is well formed. Called inside the saving transaction, so the answer holds for what is written.
 */
export async function requireLibraryImage(tx: Db, field: string, mediaId: string | null): Promise<void> {
  if (!mediaId) return;
  const [found] = await tx.select({ id: media.id }).from(media).where(eq(media.id, mediaId));
  if (!found) throw invalidInput({ [`${field}.mediaId`]: CONTENT_MESSAGES.noSuchMedia });
}
