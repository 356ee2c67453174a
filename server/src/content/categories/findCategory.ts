import { eq } from 'drizzle-orm';
import { DataError } from '@sla/contract';
import { CATEGORY_MESSAGES } from '@sla/contract/serviceMessages';
import type { Db } from '../../db/database.js';
import { categories, type CategoryRow } from '../../db/schema.js';

/** The category, locked for the rest of the transaction, or 404 in words. */
export async function lockCategory(tx: Db, id: string): Promise<CategoryRow> {
  const [row] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
  if (!row) throw new DataError('not_found', CATEGORY_MESSAGES.notFound);
  return row;
}
