import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { modules } from '../../db/schema.js';

/**
 * Locks the module against deletion for the rest of the transaction, so a delete of it at the same moment either went
 * first or waits until what is written under it (a file, a tick, an assignment) is in: never a foreign key error. A key
 * share lock, as the foreign key check itself takes: edits and reordering of the module do not wait for it. Answers
 * whether it exists (in `cohortId`, when given).
 */
export async function holdModule(tx: Db, moduleId: string, cohortId?: string): Promise<boolean> {
  const [module] = await tx
    .select({ id: modules.id })
    .from(modules)
    .where(cohortId === undefined ? eq(modules.id, moduleId) : and(eq(modules.id, moduleId), eq(modules.cohortId, cohortId)))
    .for('key share');
  return Boolean(module);
}
