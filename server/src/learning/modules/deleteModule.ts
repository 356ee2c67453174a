import { eq } from 'drizzle-orm';
import { requirePermission } from '../../access.js';
import type { Caller, ServiceContext } from '../../context.js';
import { modules } from '../../db/schema.js';
import { lockCohortOfModule } from './lockCohortModules.js';
import { renumberModules } from './renumberModules.js';

/**
 * Deletes a module with its files and the students' ticks (edit_programs); assignments that belonged to it stay with
 * the cohort. The modules after it move up.
 */
export async function deleteModule(ctx: ServiceContext, caller: Caller | null, id: string): Promise<void> {
  await requirePermission(ctx, caller, 'edit_programs', { action: 'delete_module', moduleId: id });
  await ctx.db.transaction(async (tx) => {
    const cohortId = await lockCohortOfModule(tx, id);
    await tx.delete(modules).where(eq(modules.id, id));
    await renumberModules(tx, cohortId);
  });
}
