import { and, eq } from 'drizzle-orm';
import { DataError, type StaffModule } from '@sla/contract';
import { LEARNING_MESSAGES, moduleOrderInput, parseInput } from '@sla/contract/schemas';
import { requirePermission } from '../../access.js';
import type { Caller, ServiceContext } from '../../context.js';
import { modules } from '../../db/schema.js';
import { lockCohort } from './lockCohortModules.js';
import { staffModules } from './staffModules.js';

const wrongOrder = () =>
  new DataError('invalid_input', LEARNING_MESSAGES.moduleOrder, { moduleIds: LEARNING_MESSAGES.moduleOrder });

/** Puts the cohort's modules in the order given (edit_programs): every one of them, each once, or 400. */
export async function reorderModules(
  ctx: ServiceContext,
  caller: Caller | null,
  cohortId: string,
  body: unknown,
): Promise<{ items: StaffModule[] }> {
  await requirePermission(ctx, caller, 'edit_programs', { action: 'reorder_modules', cohortId });
  const { moduleIds } = parseInput(moduleOrderInput, body);
  await ctx.db.transaction(async (tx) => {
    await lockCohort(tx, cohortId);
    const present = await tx.select({ id: modules.id }).from(modules).where(eq(modules.cohortId, cohortId));
    const given = new Set(moduleIds);
    if (given.size !== moduleIds.length || given.size !== present.length || present.some(({ id }) => !given.has(id)))
      throw wrongOrder();
    for (const [index, id] of moduleIds.entries()) {
      await tx
        .update(modules)
        .set({ position: index + 1 })
        .where(and(eq(modules.id, id), eq(modules.cohortId, cohortId)));
    }
  });
  return { items: await staffModules(ctx.db, cohortId) };
}
