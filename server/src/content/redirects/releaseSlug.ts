import { and, eq } from 'drizzle-orm';
import type { ContentType } from '@sla/contract';
import type { Db } from '../../db/database.js';
import { contentRedirects } from '../../db/schema.js';

/**
 * An item taking an address ends any redirect from it: a real page wins over an old address of another one, and an
 * item renamed back to an earlier address must not redirect to itself.
 */
export async function releaseSlug(tx: Db, type: ContentType, slug: string): Promise<void> {
  await tx.delete(contentRedirects).where(and(eq(contentRedirects.type, type), eq(contentRedirects.oldSlug, slug)));
}
