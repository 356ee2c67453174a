import type { ContentType } from '@sla/contract';
import type { Db } from '../../db/database.js';
import { contentRedirects } from '../../db/schema.js';

/**
 * Keeps a public address working after its item got a new one. The redirect names the item, not its new address,
 * so after a second rename both older addresses still lead to the current one.
 */
export async function keepOldSlug(tx: Db, item: { type: ContentType; oldSlug: string; contentId: string }): Promise<void> {
  await tx
    .insert(contentRedirects)
    .values(item)
    .onConflictDoUpdate({ target: [contentRedirects.type, contentRedirects.oldSlug], set: { contentId: item.contentId } });
}
