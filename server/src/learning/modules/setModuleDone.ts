import { and, eq } from 'drizzle-orm';
import type { StudentModule } from '@sla/contract';
import { moduleDoneInput, parseInput } from '@sla/contract/schemas';
import { requirePermission } from '../../access.js';
import type { Caller, ServiceContext } from '../../context.js';
import { moduleProgress } from '../../db/schema.js';
import { holdModule } from './holdModule.js';
import { filesOfModules } from './moduleFiles.js';
import { noSuchModule } from './moduleMessages.js';
import { openedModule } from './openedModule.js';
import { toStudentModule } from './toStudentModule.js';

/**
 * Ticks an opened module of the caller's cohort done, or unticks it (participate_in_programs). Ticking again keeps
 * the first time it was done. One transaction with the module share-locked, so a module deleted meanwhile is a 404,
 * never a foreign key error.
 */
export async function setModuleDone(
  ctx: ServiceContext,
  caller: Caller | null,
  moduleId: string,
  body: unknown,
): Promise<StudentModule> {
  const student = await requirePermission(ctx, caller, 'participate_in_programs', { action: 'set_module_done', moduleId });
  const { done } = parseInput(moduleDoneInput, body);
  const uid = student.token.uid;
  const now = ctx.now();
  const row = await ctx.db.transaction(async (tx) => {
    if (!(await holdModule(tx, moduleId))) throw noSuchModule();
    await openedModule(tx, uid, moduleId, now);
    if (done) await tx.insert(moduleProgress).values({ moduleId, uid, doneAt: now }).onConflictDoNothing();
    else await tx.delete(moduleProgress).where(and(eq(moduleProgress.moduleId, moduleId), eq(moduleProgress.uid, uid)));
    return openedModule(tx, uid, moduleId, now);
  });
  const files = await filesOfModules(ctx.db, [moduleId]);
  return toStudentModule(row, files.get(moduleId)!);
}
