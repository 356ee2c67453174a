import { eq } from 'drizzle-orm';
import { DataError } from '@sla/contract';
import { PROGRAM_MESSAGES } from '@sla/contract/serviceMessages';
import { requirePermission } from '../access.js';
import type { Caller, ServiceContext } from '../context.js';
import type { Db } from '../db/database.js';
import { applications, cohorts, programs } from '../db/schema.js';
import { pgErrorCode } from '../db/pgErrorCode.js';
import { deleteTranslationsOf } from '../content/translations/findTranslation.js';

/** Said when a programme that is being run (it has cohorts) is to be deleted. */
export const HAS_COHORTS = PROGRAM_MESSAGES.hasCohorts;

/** Why the programme must stay, or null: its applications (people's records) or its cohorts (a programme being run). */
async function keptBy(db: Db, id: string): Promise<DataError | null> {
  const [application] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(eq(applications.programId, id))
    .limit(1);
  if (application) return new DataError('conflict', PROGRAM_MESSAGES.hasApplications);
  const [cohort] = await db.select({ id: cohorts.id }).from(cohorts).where(eq(cohorts.programId, id)).limit(1);
  if (cohort) return new DataError('conflict', HAS_COHORTS);
  return null;
}

/**
 * Deletes a programme (delete_programs) that nobody has applied to and that has no cohorts. One with either stays:
 * applications are people's records, cohorts hold students' work, so staff close or archive it instead. Its page's
 * translations go with it.
 */
export async function deleteProgram(ctx: ServiceContext, caller: Caller | null, id: string): Promise<void> {
  await requirePermission(ctx, caller, 'delete_programs', { action: 'delete_program', programId: id });
  const kept = await keptBy(ctx.db, id);
  if (kept) throw kept;
  try {
    const deleted = await ctx.db.transaction(async (tx) => {
      const rows = await tx.delete(programs).where(eq(programs.id, id)).returning({ id: programs.id });
      if (rows.length) await deleteTranslationsOf(tx, 'program', id);
      return rows;
    });
    if (!deleted.length) throw new DataError('not_found', PROGRAM_MESSAGES.notFound);
  } catch (error) {
    // An application or a cohort came in between the look and the delete: the foreign key refuses it. Look again to
    // say which; anything else holding on to it counts as records, as applications do.
    if (pgErrorCode(error) === '23503')
      throw (await keptBy(ctx.db, id)) ?? new DataError('conflict', PROGRAM_MESSAGES.hasApplications);
    throw error;
  }
}
