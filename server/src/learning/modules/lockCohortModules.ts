import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { cohorts, modules } from '../../db/schema.js';
import { noSuchCohort } from '../cohorts/cohortRows.js';
import { noSuchModule } from './moduleMessages.js';

/**
 * Locks the cohort's row for the rest of the transaction, so changes to the order of its modules (adding, removing,
 * reordering) take turns; 404 for a cohort that does not exist.
 */
export async function lockCohort(tx: Db, cohortId: string): Promise<void> {
  const [cohort] = await tx.select({ id: cohorts.id }).from(cohorts).where(eq(cohorts.id, cohortId)).for('update');
  if (!cohort) throw noSuchCohort();
}

/** The module's cohort, locked as lockCohort does; 404 for a module that does not exist. */
export async function lockCohortOfModule(tx: Db, moduleId: string): Promise<string> {
  const [module] = await tx.select({ cohortId: modules.cohortId }).from(modules).where(eq(modules.id, moduleId));
  if (!module) throw noSuchModule();
  await lockCohort(tx, module.cohortId);
  return module.cohortId;
}
